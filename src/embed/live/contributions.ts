/** Published reader contributions, built with textContent only, never as HTML. */
import {
  contributionImage,
  type PublicContributionLike,
  READER_CONTRIBUTIONS_SHOWN,
} from "../../../domain/embed/shared";
import { postHeight } from "./height";
import { $, byId, doc, el, s } from "./page";

const readers = $<HTMLElement>(".t-readers");
const readersList = $<HTMLElement>(".t-readers-list");

/** A contribution published or changed: shown first, or in place of its older copy. */
export function showContribution(c: PublicContributionLike): void {
  if (!readers || !readersList) return;
  const box = el("div", `t-contribution t-kind-${c.kind === "question" ? "question" : "comment"}`);
  box.id = `c-${c.id}`;
  box.append(
    el(
      "span",
      "t-contribution-meta",
      `${c.kind === "question" ? s.question : s.comment} · ${c.authorName || s.reader}`,
    ),
    el("p", "t-contribution-text", c.message),
  );
  const image = contributionImage(c);
  if (image) {
    const img = doc.createElement("img");
    img.className = "t-contribution-image";
    img.src = image;
    img.alt = s.imageAlt;
    img.loading = "lazy";
    box.append(img);
  }
  for (const r of c.replies ?? []) {
    const reply = el("div", "t-reply");
    reply.append(
      el("span", "t-reply-label", `${s.answer} · ${r.authorName}`),
      el("p", "t-reply-text", r.message),
    );
    box.append(reply);
  }
  const old = byId(`c-${c.id}`);
  if (old) old.replaceWith(box);
  else readersList.prepend(box);
  while (readersList.children.length > READER_CONTRIBUTIONS_SHOWN)
    readersList.lastElementChild?.remove();
  readers.hidden = false;
  postHeight();
}

export function removeContribution(id: string): void {
  byId(`c-${id}`)?.remove();
  if (readers && readersList) readers.hidden = readersList.children.length === 0;
  postHeight();
}
