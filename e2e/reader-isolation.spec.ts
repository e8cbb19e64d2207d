import { expect, type Locator, type Page, test } from "@playwright/test";
import { type Api, api, auth, createChannel, doc, extensionsAccount } from "./embed-helpers";
import { openEditor } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { allowLoopbackHostPages } from "./support/loopback-page";

/**
 * Reader pages never reach an editor's credentials, played as the attacker: an account administrator writes extensions that try every
 * way to an editor's token and write whatever they got into the page. A signed-in organisation
 * admin then opens the channel's live page from the suite, framed by a page of the suite's own
 * origin and by a newsroom's page (embed.js), and uses the editor, where an editor-side
 * extension tries the same. The attacker gets nothing, and the live page still works.
 */

allowLoopbackHostPages();

const key = `iso${Date.now().toString(36)}`;
const host = `${key}.${DEMO.domain}`;
const CHANNEL = "Heist night";

/** Every way to the credentials; what each gave is written to `<html data-{mark}>`. */
const steal = (mark: string) => `
  const loot = {};
  const grab = async (name, take) => {
    try {
      const got = await take();
      loot[name] = got === null || got === undefined ? "" : String(got);
    } catch (e) {
      loot[name] = "blocked";
    }
  };
  const all = (store) => JSON.stringify(Object.entries(store));
  const framed = window.parent !== window;
  await grab("localStorage", () => all(localStorage));
  await grab("sessionStorage", () => all(sessionStorage));
  await grab("cookie", () => document.cookie);
  await grab("indexedDB.databases", async () => JSON.stringify(await indexedDB.databases()));
  await grab("indexedDB.open", () => new Promise((resolve, reject) => {
    const open = indexedDB.open("ticker");
    open.onsuccess = () => resolve(JSON.stringify(Array.from(open.result.objectStoreNames)));
    open.onerror = () => reject(open.error);
  }));
  await grab("fetch", async () => {
    const res = await fetch("/api/profile/overview", { credentials: "include" });
    return res.status + " " + (await res.text());
  });
  await grab("opener.localStorage", () => window.opener && all(window.opener.localStorage));
  await grab("opener.location", () => window.opener && window.opener.location.href);
  await grab("parent.localStorage", () => framed ? all(window.parent.localStorage) : null);
  await grab("parent.sessionStorage", () => framed ? all(window.parent.sessionStorage) : null);
  await grab("parent.location", () => framed ? window.parent.location.href : null);
  await grab("top.localStorage", () => window.top !== window ? all(window.top.localStorage) : null);
  document.documentElement.setAttribute("data-${mark}", JSON.stringify(loot));
`;

const PROBES = [
  "localStorage",
  "sessionStorage",
  "cookie",
  "indexedDB.databases",
  "indexedDB.open",
  "fetch",
  "opener.localStorage",
  "opener.location",
  "parent.localStorage",
  "parent.sessionStorage",
  "parent.location",
  "top.localStorage",
];

const EXTENSIONS = [
  {
    type: "jsLibraryPublic",
    name: "Thief library",
    // A library has no hook: it runs as it loads.
    javaScriptString: `(async () => { ${steal("library-loot")} })();`,
  },
  {
    type: "channelRenderer",
    name: "Thief",
    javaScriptString: `Ticker.register({ apiVersion: 1, type: "channelRenderer", async render() { ${steal("loot")} } });`,
  },
  {
    type: "postEditor",
    name: "Editor thief",
    javaScriptString: `Ticker.register({ apiVersion: 1, type: "postEditor", async render(root) {
  root.textContent = "Watching";
  ${steal("loot")}
} });`,
  },
] as const;

let channelId = "";

test.beforeAll(async ({ request }) => {
  const a: Api = await api(request);
  await extensionsAccount(a, key, "Heist desk", EXTENSIONS);
  channelId = await createChannel(a, CHANNEL, host);
  const post = await a.request.post(`/api/posts/${host}/${channelId}`, {
    headers: auth(a),
    data: { title: "The vault is open", content: doc("Nothing to see") },
  });
  expect(post.ok(), await post.text()).toBe(true);
});

/** The suite's own stored values (the token among them), as the signed-in admin's tab has them. */
async function secretsOf(page: Page): Promise<string[]> {
  const secrets = await page.evaluate(() =>
    [...Object.values(localStorage), ...Object.values(sessionStorage)].filter((v) =>
      v.includes("eyJ"),
    ),
  );
  expect(secrets.length, "the suite keeps a token to steal").toBeGreaterThan(0);
  return secrets.flatMap((v) => v.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g) ?? []);
}

/** What the attacker's code wrote, once it has run: every probe refused or empty. */
async function expectNothingStolen(html: Locator, secrets: string[], mark = "loot") {
  await expect(html).toHaveAttribute(`data-${mark}`, /.+/);
  const loot = JSON.parse((await html.getAttribute(`data-${mark}`)) ?? "{}") as Record<
    string,
    string
  >;
  expect(Object.keys(loot).sort()).toEqual([...PROBES].sort());
  for (const [probe, got] of Object.entries(loot)) {
    expect(["blocked", "", "[]"], `${probe} gave ${got}`).toContain(got);
  }
  const text = JSON.stringify(loot);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toContain(DEMO.users.admin.email);
}

/** The reader page shows its post and follows the channel live. */
async function expectLive(html: Locator, root: Page | ReturnType<Page["frameLocator"]>) {
  await expect(root.locator("article.t-post")).toContainText("The vault is open");
  await expect(html).toHaveAttribute("data-live", "open");
}

/** The account's library and its renderer both tried, in the reader page. */
async function expectReaderGotNothing(html: Locator, secrets: string[]): Promise<void> {
  await expectNothingStolen(html, secrets);
  await expectNothingStolen(html, secrets, "library-loot");
}

async function signIn(page: Page): Promise<string[]> {
  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  return secretsOf(page);
}

test("the live page opened from the suite cannot reach the admin's token", async ({
  page,
  context,
}) => {
  const secrets = await signIn(page);
  await page.goto(`/accounts/${DEMO.domain}/${key}/channels`);
  await page.getByRole("button", { name: `Actions for ${CHANNEL}` }).click();
  await page.getByRole("menuitem", { name: "Embed" }).click();
  const link = page.getByRole("dialog", { name: "Embed channel" }).getByRole("link", {
    name: "Open the live page",
  });
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toHaveAttribute("target", "_blank");
  const [live] = await Promise.all([context.waitForEvent("page"), link.click()]);
  const html = live.locator("html");
  await expectLive(html, live);
  await expectReaderGotNothing(html, secrets);
  await expect(html).not.toHaveAttribute("data-ticker-extension-failed", /.+/);
});

test("framed by a page of the suite's own origin or by a newsroom's page, it gets nothing", async ({
  page,
  baseURL,
}) => {
  const secrets = await signIn(page);
  // A page of the suite's own origin, whose storage is the suite's: only the sandbox keeps
  // the frame out of it. Answered by the route, never by the server.
  const sameOrigin = `${baseURL}/attacker-host.html`;
  await page.route(sameOrigin, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html><body><h1>Same origin</h1>
<iframe id="live" src="/embed/${channelId}?lang=en" style="width:100%;height:600px"></iframe></body></html>`,
    }),
  );
  await page.goto(sameOrigin);
  const framed = page.frameLocator("#live");
  await expectLive(framed.locator("html"), framed);
  await expectReaderGotNothing(framed.locator("html"), secrets);

  // A newsroom's article with the loader: the frame still resizes and goes live.
  const newsroom = `${String(baseURL).replace("localhost", "127.0.0.1")}/article.html`;
  await page.route(newsroom, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html><body style="margin:0"><h1>Our newsroom</h1>
<div class="ticker-embed" data-channel="${channelId}" data-lang="en" data-mode="iframe"></div>
<script async src="${baseURL}/embed.js"></script></body></html>`,
    }),
  );
  await page.goto(newsroom);
  const frame = page.locator("div.ticker-embed iframe");
  const inner = page.frameLocator("div.ticker-embed iframe");
  await expectLive(inner.locator("html"), inner);
  await expectReaderGotNothing(inner.locator("html"), secrets);
  const contentHeight = () =>
    inner.locator("html").evaluate((el) => Math.ceil(el.getBoundingClientRect().height));
  await expect
    .poll(async () =>
      Math.abs((await frame.evaluate((f) => f.clientHeight)) - (await contentHeight())),
    )
    .toBeLessThanOrEqual(2);
});

test("an editor-side extension's frame cannot reach the token either", async ({ page }) => {
  const secrets = await signIn(page);
  await page.goto(`/accounts/${DEMO.domain}/${key}/channels/${channelId}`);
  await expect(page.getByRole("heading", { name: CHANNEL, level: 1 })).toBeVisible();
  await openEditor(page);
  const panel = page.frameLocator('iframe[title="Extension: Editor thief"]');
  await expect(panel.getByText("Watching")).toBeVisible();
  await expectNothingStolen(panel.locator("html"), secrets);
});
