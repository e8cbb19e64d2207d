import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Extension, ZExtension } from "../../domain/schemas/extension";
import { ZExtensionRuntime } from "../../domain/schemas/extension-bridge";
import { ZPost } from "../../domain/schemas/post";
import { H, userOfOtherAccount } from "./extensions-fixtures";
import { type Call, caller } from "./helpers/demo";
import { createTestApp, expectError, signIn, type TestContext } from "./helpers/test-app";

let t: TestContext;
let call: Call;
let admin: string;
let editor: string;
let other: Awaited<ReturnType<typeof userOfOtherAccount>>;
let channelId: string;
let badge: Extension;
let library: Extension;
let button: Extension;
let foreign: Extension;

const page = (url: string) => t.app.inject({ method: "GET", url });

async function create(body: object, host = H, jwt = admin): Promise<Extension> {
  const res = await call("POST", `/extensions/${host}`, jwt, body);
  expect(res.statusCode, res.body).toBe(201);
  return ZExtension.parse(res.json());
}

/** The extension URLs an embed page links, in order. */
const linked = (html: string) => ({
  scripts: [...html.matchAll(/<script src="(\/embed-ext\/[^"]+)"/g)].map((m) => m[1]!),
  styles: [...html.matchAll(/<link rel="stylesheet" href="(\/embed-ext\/[^"]+)"/g)].map(
    (m) => m[1]!,
  ),
});

const unescapeHtml = (url: string) => url.replace(/&amp;/g, "&");

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, editor] = await Promise.all([signIn(t.app, "admin"), signIn(t.app, "editor")]);
  other = await userOfOtherAccount(t, "rival");
  const account = await t.repos.accounts.findByKey("demo", "newsroom");
  channelId = (await t.repos.channels.insert({ account_id: account!.id, name: "Derby" })).id;
  badge = await create({
    type: "postRenderer",
    name: "Badge",
    cssString: ".t-badge-x { color: red; }",
    javaScriptString:
      'Ticker.register({ apiVersion: 1, type: "postRenderer", render(post) { post.dataset.x = "1"; } });',
  });
  library = await create({
    type: "jsLibraryPublic",
    name: "Lib",
    javaScriptString: "self.lib = 1;",
  });
  button = await create({
    type: "integratedPostEditor",
    name: "Sign-off",
    javaScriptString:
      'Ticker.register({ apiVersion: 1, type: "integratedPostEditor", label: "Sign", onClick(api) { api.insertText("x"); } });',
  });
  await create({ type: "jsLibrary", name: "Editor lib", javaScriptString: "self.helpers = {};" });
  foreign = await create(
    { type: "postRenderer", name: "Rival", javaScriptString: "self.rival = 1;" },
    other.host,
    other.jwt,
  );
  const sports = await call("PUT", `/accounts/${H}/sports-data`, admin, {
    provider: "opta",
    apiKey: "secret-key-1234",
    competitionIds: ["premier-league"],
  });
  expect(sports.statusCode, sports.body).toBe(200);
});
afterAll(() => t.close());

describe("reader-side extensions in the embed", () => {
  it("links the account's enabled reader extensions as its own URLs, libraries first", async () => {
    const html = (await page(`/embed/${channelId}`)).body;
    const { scripts, styles } = linked(html);
    expect(scripts.map((s) => s.split("?")[0])).toEqual([
      `/embed-ext/${H}/${library.id}.js`,
      `/embed-ext/${H}/${badge.id}.js`,
    ]);
    expect(styles.map((s) => s.split("?")[0])).toEqual([`/embed-ext/${H}/${badge.id}.css`]);
    // Editor extensions and other accounts' extensions never reach this account's readers.
    expect(html).not.toContain(button.id);
    expect(html).not.toContain(foreign.id);
    // No inline extension code: the page's CSP admits scripts from 'self' only.
    expect(html).not.toContain("post.dataset.x");
    const boot = JSON.parse(
      /<script type="application\/json" id="t-boot">(.*?)<\/script>/.exec(html)![1]!,
    );
    expect(boot.ext.sports).toEqual({ provider: "opta", competitionIds: ["premier-league"] });
    expect(html).not.toContain("secret-key-1234");
  });

  it("serves the script wrapped for the runtime, with content types and cache headers", async () => {
    const html = (await page(`/embed/${channelId}`)).body;
    const scriptUrl = unescapeHtml(linked(html).scripts[1]!);
    const js = await page(scriptUrl);
    expect(js.statusCode).toBe(200);
    expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers["x-content-type-options"]).toBe("nosniff");
    expect(js.body).toContain("self.__tickerLoad");
    expect(js.body).toContain('post.dataset.x = "1"');
    // An unversioned or stale URL is cached briefly only.
    const stale = await page(`/embed-ext/${H}/${badge.id}.js?v=old`);
    expect(stale.headers["cache-control"]).toBe("public, max-age=60");
    const css = await page(unescapeHtml(linked(html).styles[0]!));
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(css.body).toBe(".t-badge-x { color: red; }");
  });

  it("serves only the named account's own, enabled, reader-side extensions", async () => {
    const notFound = async (url: string) => expect((await page(url)).statusCode, url).toBe(404);
    await notFound(`/embed-ext/${other.host}/${badge.id}.js`);
    await notFound(`/embed-ext/${H}/${foreign.id}.js`);
    await notFound(`/embed-ext/${H}/${button.id}.js`);
    await notFound(`/embed-ext/${H}/${badge.id}.txt`);
    await notFound(`/embed-ext/${H}/not-a-uuid.js`);
    expect((await page(`/embed-ext/${other.host}/${foreign.id}.js`)).statusCode).toBe(200);
  });

  it("stops serving and linking an extension once it is disabled", async () => {
    const off = await call("PUT", `/extensions/${H}/${badge.id}/enabled`, admin, {
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(ZExtension.parse(off.json()).enabled).toBe(false);
    expect((await page(`/embed-ext/${H}/${badge.id}.js`)).statusCode).toBe(404);
    expect((await page(`/embed-ext/${H}/${badge.id}.css`)).statusCode).toBe(404);
    expect((await page(`/embed/${channelId}`)).body).not.toContain(badge.id);
    await call("PUT", `/extensions/${H}/${badge.id}/enabled`, admin, { enabled: true });
    expect((await page(`/embed-ext/${H}/${badge.id}.js`)).statusCode).toBe(200);
  });

  it("renders a custom block with its data for the inlineRenderer, text as the fallback", async () => {
    const res = await call("POST", `/posts/${H}/${channelId}`, admin, {
      title: "Score",
      content: {
        type: "doc",
        content: [
          {
            type: "extensionBlock",
            attrs: { blockType: "score", data: { home: "Lions", homeGoals: 2 }, text: "Lions 2" },
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPost.parse(res.json()).html).toBe(
      '<div class="ext-block" data-block-type="score" data-block="{&quot;home&quot;:&quot;Lions&quot;,&quot;homeGoals&quot;:2}">Lions 2</div>',
    );
    const bad = await call("POST", `/posts/${H}/${channelId}`, admin, {
      content: {
        type: "doc",
        content: [{ type: "extensionBlock", attrs: { blockType: "<b>", data: {}, text: "" } }],
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("editor extensions", () => {
  it("gives any member the enabled suite-side extensions, libraries first, and the sports data", async () => {
    const res = await call("GET", `/extension-runtime/${H}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    const runtime = ZExtensionRuntime.parse(res.json());
    expect(runtime.extensions.map((e) => e.name)).toEqual(["Editor lib", "Sign-off"]);
    expect(runtime.sports).toEqual({ provider: "opta", competitionIds: ["premier-league"] });
    expect(res.body).not.toContain("secret-key-1234");
    await call("PUT", `/extensions/${H}/${button.id}/enabled`, admin, { enabled: false });
    const after = ZExtensionRuntime.parse(
      (await call("GET", `/extension-runtime/${H}`, editor)).json(),
    );
    expect(after.extensions.map((e) => e.name)).toEqual(["Editor lib"]);
  });

  it("refuses other accounts' runtimes and non-admin switches", async () => {
    expect((await call("GET", `/extension-runtime/${H}`, other.jwt)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/extension-runtime/${H}` })).statusCode,
    ).toBe(401);
    expectError(
      await call("PUT", `/extensions/${H}/${badge.id}/enabled`, editor, { enabled: false }),
      403,
      "forbidden",
    );
    expect(
      (await call("PUT", `/extensions/${H}/${foreign.id}/enabled`, admin, { enabled: false }))
        .statusCode,
    ).toBe(404);
  });

  it("serves the sandboxed frame page with its own policy, the app's staying strict", async () => {
    const frame = await t.app.inject({ method: "GET", url: "/api/extension-frame" });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers["content-type"]).toBe("text/html; charset=utf-8");
    const csp = String(frame.headers["content-security-policy"]);
    expect(csp).toContain("sandbox allow-scripts");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+' 'unsafe-eval'/);
    expect(csp).not.toContain("allow-same-origin");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(frame.headers["x-frame-options"]).toBe("SAMEORIGIN");
    const app = await t.app.inject({ method: "GET", url: "/api/health" });
    const appCsp = String(app.headers["content-security-policy"]);
    expect(appCsp).not.toContain("unsafe-eval");
    expect(appCsp).toContain("script-src 'self'");
  });
});
