/** Editor extensions the e2e specs install: an account administrator's code, as written. */

/** A toolbar button that appends " — {desk}" to the post's text. */
export function signOff(desk: string) {
  return {
    type: "integratedPostEditor",
    name: "Sign-off",
    javaScriptString: `Ticker.register({ apiVersion: 1, type: "integratedPostEditor", label: "Add sign-off",
  onClick(api) { api.insertText(" — ${desk}"); } });`,
  } as const;
}

/** A toolbar button that inserts a "score" block, Lions 2–1 Tigers. */
export const SCORE_BLOCK = {
  type: "inlineEditor",
  name: "Score block",
  javaScriptString: `Ticker.register({ apiVersion: 1, type: "inlineEditor", blockType: "score", label: "Add score",
  create(api) {
    api.insertBlock({ data: { home: "Lions", away: "Tigers", homeGoals: 2, awayGoals: 1 }, text: "Lions 2–1 Tigers" });
  } });`,
} as const;

/** A post renderer that adds a "Verified" badge (.x-badge) to each post's meta line. */
export const VERIFIED_BADGE = {
  type: "postRenderer",
  name: "Verified badge",
  javaScriptString: `Ticker.register({ apiVersion: 1, type: "postRenderer", render(post) {
  const badge = document.createElement("span");
  badge.className = "x-badge";
  badge.textContent = "Verified";
  post.querySelector(".t-meta").appendChild(badge);
} });`,
} as const;
