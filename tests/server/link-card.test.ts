import { afterAll, describe, expect, it } from "vitest";
import { ZLinkCard } from "../../domain/schemas/media";
import { ConfigError } from "../../server/config";
import { decodeEntities, parseLinkCard } from "../../server/media/link-card";
import {
  FETCH_MAX_BYTES,
  FETCH_MAX_REDIRECTS,
  FETCH_TIMEOUT_MS,
  isPublicAddress,
  type SafeFetchError,
  safeFetch,
} from "../../server/media/safe-fetch";
import { demoApp } from "./helpers/demo";
import { loopbackServer } from "./helpers/loopback-server";
import { bearer, createTestApp, expectError, testConfig } from "./helpers/test-app";

// Only loopback is ever contacted: private and public addresses below are refused before
// any connection, and host names resolve through injected resolvers.

const PAGE = `<!doctype html><html><head>
<meta charset="utf-8">
<title>Fallback title</title>
<meta property="og:title" content="Valg &amp; vaktskifte &#8211; &quot;live&quot;">
<meta content='Alt om valget, &#x2F;minutt for minutt' property='og:description'>
<meta property="og:image" content="/img/card.jpg?a=1&amp;b=2">
<meta property="og:site_name" content="Avisa">
<!-- <meta property="og:title" content="commented out"> -->
</head><body>Hello</body></html>`;

const FALLBACK = `<html><head><TITLE>  Only a
  title </TITLE><meta name="Description" content="Plain description"></head></html>`;

let hits: string[] = [];

const big = (atStart: boolean) => {
  const filler = "x".repeat(3 * 1024 * 1024);
  const head = `<meta property="og:title" content="Big page">`;
  return atStart
    ? `<html><head>${head}</head><body>${filler}</body></html>`
    : `<html>${filler}${head}</html>`;
};

function handle(
  url: string,
): { status: number; headers?: Record<string, string>; body?: string } | "hang" | "trickle" {
  const redirect = /^\/r(\d+)$/.exec(url);
  if (redirect) {
    const n = Number(redirect[1]);
    return n === 0
      ? { status: 200, headers: { "content-type": "text/html" }, body: PAGE }
      : { status: 302, headers: { location: `/r${n - 1}` } };
  }
  switch (url) {
    case "/page":
      return { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, body: PAGE };
    case "/fallback":
      return { status: 200, headers: { "content-type": "application/xhtml+xml" }, body: FALLBACK };
    case "/latin1":
      return {
        status: 200,
        headers: { "content-type": "text/html; charset=iso-8859-1" },
        body: "<title>Bl\u00e5b\u00e6r</title>",
      };
    case "/empty":
      return { status: 200, headers: { "content-type": "text/html" }, body: "<p>nothing</p>" };
    case "/json":
      return {
        status: 200,
        headers: { "content-type": "application/json" },
        body: '{"title":"x"}',
      };
    case "/big-start":
      return { status: 200, headers: { "content-type": "text/html" }, body: big(true) };
    case "/big-end":
      return { status: 200, headers: { "content-type": "text/html" }, body: big(false) };
    case "/to-private":
      return { status: 302, headers: { location: "http://10.1.2.3/admin" } };
    case "/to-intranet":
      return { status: 302, headers: { location: "http://intranet.test/" } };
    case "/to-ftp":
      return { status: 302, headers: { location: "ftp://example.com/" } };
    case "/hang":
      return "hang";
    case "/trickle":
      return "trickle";
    default:
      return { status: 404, body: "not found" };
  }
}

const { t, admin, editor, guest } = await demoApp();
const local = await createTestApp({ ALLOW_PRIVATE_FETCH: "1" }, t.db);
afterAll(() => local.close());
const { port, origin } = await loopbackServer((req, res) => {
  hits.push(req.url ?? "");
  const answer = handle(req.url ?? "");
  if (answer === "hang") return; // never answers
  if (answer === "trickle") {
    res.writeHead(200, { "content-type": "text/html" });
    res.write("<html><head>");
    return; // headers, then nothing more
  }
  const body =
    answer.body === undefined
      ? undefined
      : Buffer.from(answer.body, req.url === "/latin1" ? "latin1" : "utf8");
  res.writeHead(answer.status, answer.headers).end(body);
});

const H = "newsroom.demo";
const card = (target: string, app = local.app, jwt = editor) =>
  app.inject({
    method: "POST",
    url: `/api/link-card/${H}`,
    headers: bearer(jwt),
    payload: { url: target },
  });
const loopbackOnly = (address: string) => address === "127.0.0.1";
const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return (error as SafeFetchError).reason;
  }
  throw new Error("expected a SafeFetchError");
};

describe("POST /link-card/{host} (ALLOW_PRIVATE_FETCH=1 for the local server)", () => {
  it("unfurls Open Graph data, decodes entities and makes og:image absolute", async () => {
    const res = await card(`${origin}/page`);
    expect(res.statusCode).toBe(200);
    expect(ZLinkCard.parse(res.json())).toEqual({
      url: `${origin}/page`,
      title: 'Valg & vaktskifte – "live"',
      description: "Alt om valget, /minutt for minutt",
      image: `${origin}/img/card.jpg?a=1&b=2`,
      siteName: "Avisa",
    });
  });

  it("falls back to <title> and <meta name=description>", async () => {
    expect((await card(`${origin}/fallback`)).json()).toEqual({
      url: `${origin}/fallback`,
      title: "Only a title",
      description: "Plain description",
      image: null,
      siteName: null,
    });
  });

  it("decodes the declared charset", async () => {
    expect((await card(`${origin}/latin1`)).json()).toMatchObject({ title: "Blåbær" });
  });

  it("follows up to 3 redirects, not 4", async () => {
    expect((await card(`${origin}/r3`)).json()).toMatchObject({
      url: `${origin}/r3`,
      siteName: "Avisa",
    });
    expectError(await card(`${origin}/r4`), 400, "link-card-unavailable");
  });

  it("answers link-card-unavailable for non-HTML, error statuses and pages without a card", async () => {
    expectError(await card(`${origin}/json`), 400, "link-card-unavailable");
    expectError(await card(`${origin}/missing`), 400, "link-card-unavailable");
    expectError(await card(`${origin}/empty`), 400, "link-card-unavailable");
    expectError(await card(`${origin}/to-ftp`), 400, "invalid-url");
  });

  it("reads at most 1 MB of a page", async () => {
    expect((await card(`${origin}/big-start`)).json()).toMatchObject({ title: "Big page" });
    expectError(await card(`${origin}/big-end`), 400, "link-card-unavailable");
  });

  it("answers invalid-url for URLs it will not fetch", async () => {
    expectError(await card("ftp://example.com/"), 400, "invalid-url");
    expectError(await card("javascript:alert(1)"), 400, "invalid-url");
    expectError(await card("mailto:someone@example.com"), 400, "invalid-url");
    expectError(await card("/uploads/x.png"), 400, "invalid-url");
    expectError(await card("http://user:pw@127.0.0.1/"), 400, "invalid-url");
  });

  it("lets the guest unfurl and forbids foreign accounts and anonymous calls", async () => {
    expect((await card(`${origin}/page`, local.app, guest)).statusCode).toBe(200);
    expect((await card(`${origin}/page`, local.app, admin)).statusCode).toBe(200);
    const foreign = await local.app.inject({
      method: "POST",
      url: "/api/link-card/sports.demo",
      headers: bearer(editor),
      payload: { url: `${origin}/page` },
    });
    expectError(foreign, 403, "forbidden");
    expectError(
      await local.app.inject({
        method: "POST",
        url: `/api/link-card/${H}`,
        payload: { url: `${origin}/page` },
      }),
      401,
      "unauthorized",
    );
  });
});

describe("POST /link-card/{host} without ALLOW_PRIVATE_FETCH", () => {
  it("refuses loopback, private, link-local and unspecified addresses before connecting", async () => {
    hits = [];
    for (const target of [
      `${origin}/page`,
      `http://localhost:${port}/page`,
      `http://[::1]:${port}/page`,
      `http://[::ffff:127.0.0.1]:${port}/page`,
      `http://2130706433:${port}/page`,
      "http://10.0.0.1/",
      "http://192.168.1.1/",
      "http://172.16.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fe80::1]/",
      "http://[fd00::1]/",
      "http://0.0.0.0/",
      "http://224.0.0.1/",
      "http://100.64.0.1/",
    ]) {
      expectError(await card(target, t.app), 400, "link-card-unavailable");
    }
    expect(hits).toEqual([]);
  });
});

describe("ALLOW_PRIVATE_FETCH", () => {
  it("is off by default, on with 1 or true, and nothing else", () => {
    expect(testConfig().allowPrivateFetch).toBe(false);
    expect(testConfig({ ALLOW_PRIVATE_FETCH: "1" }).allowPrivateFetch).toBe(true);
    expect(testConfig({ ALLOW_PRIVATE_FETCH: "true" }).allowPrivateFetch).toBe(true);
    expect(testConfig({ ALLOW_PRIVATE_FETCH: "0" }).allowPrivateFetch).toBe(false);
    expect(() => testConfig({ ALLOW_PRIVATE_FETCH: "yes" })).toThrow(ConfigError);
    expect(testConfig().uploadsDir).toMatch(/uploads$/);
  });
});

describe("safeFetch", () => {
  it("has the documented limits", () => {
    expect(FETCH_TIMEOUT_MS).toBe(5000);
    expect(FETCH_MAX_BYTES).toBe(1024 * 1024);
    expect(FETCH_MAX_REDIRECTS).toBe(3);
  });

  it("judges addresses with ipaddr.js ranges: only public unicast passes", () => {
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isPublicAddress(a), a).toBe(true);
    }
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.31.255.255",
      "192.168.0.1",
      "169.254.169.254",
      "0.0.0.0",
      "255.255.255.255",
      "224.0.0.1",
      "100.64.0.1",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "not an address",
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it("refuses a host name that resolves to a private address (injected resolver)", async () => {
    const resolver = async (host: string) =>
      host === "intranet.test" ? ["10.0.0.5"] : ["93.184.216.34"];
    expect(await failure(safeFetch("http://intranet.test/", { resolver }))).toBe("blocked-address");
    // One private answer among public ones is enough to refuse.
    const mixed = async () => ["93.184.216.34", "127.0.0.1"];
    expect(await failure(safeFetch("https://mixed.test/", { resolver: mixed }))).toBe(
      "blocked-address",
    );
    expect(await failure(safeFetch("http://nothing.test/", { resolver: async () => [] }))).toBe(
      "blocked-address",
    );
  });

  it("connects to the address the checked lookup answered", async () => {
    hits = [];
    const resolver = async () => ["127.0.0.1"];
    const res = await safeFetch(`http://pretend-public.test:${port}/page`, {
      resolver,
      allowAddress: loopbackOnly,
    });
    expect(res.status).toBe(200);
    expect(hits).toEqual(["/page"]);
  });

  it("checks every redirect again", async () => {
    hits = [];
    expect(await failure(safeFetch(`${origin}/to-private`, { allowAddress: loopbackOnly }))).toBe(
      "blocked-address",
    );
    const resolver = async (host: string) =>
      host === "intranet.test" ? ["10.9.9.9"] : ["127.0.0.1"];
    expect(
      await failure(safeFetch(`${origin}/to-intranet`, { allowAddress: loopbackOnly, resolver })),
    ).toBe("blocked-address");
    expect(hits).toEqual(["/to-private", "/to-intranet"]);
  });

  it("times out a server that does not answer, or stops sending", async () => {
    const started = Date.now();
    expect(await failure(safeFetch(`${origin}/hang`, { allowPrivate: true, timeoutMs: 300 }))).toBe(
      "timeout",
    );
    expect(
      await failure(safeFetch(`${origin}/trickle`, { allowPrivate: true, timeoutMs: 300 })),
    ).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("caps the bytes read: truncates for pages, fails for images", async () => {
    const page = await safeFetch(`${origin}/big-start`, { allowPrivate: true });
    expect(page.truncated).toBe(true);
    expect(page.body.length).toBe(FETCH_MAX_BYTES);
    expect(
      await failure(
        safeFetch(`${origin}/big-start`, { allowPrivate: true, maxBytes: 1000, overflow: "error" }),
      ),
    ).toBe("too-large");
  });

  it("refuses non-http(s) URLs and too many redirects", async () => {
    expect(await failure(safeFetch("file:///etc/passwd"))).toBe("invalid-url");
    expect(await failure(safeFetch("gopher://example.com/"))).toBe("invalid-url");
    expect(await failure(safeFetch(`${origin}/r2`, { allowPrivate: true, maxRedirects: 1 }))).toBe(
      "too-many-redirects",
    );
  });
});

describe("link card parsing", () => {
  it("decodes entities, leaving unknown ones", () => {
    expect(decodeEntities("a &amp; b &lt;c&gt; &#228; &#xE5; &nbsp;&bogus; &#0;")).toBe(
      "a & b <c> ä å \u00a0&bogus; &#0;",
    );
  });

  it("ignores tags in scripts and comments and keeps only http(s) images", () => {
    const html = `<script>document.write('<meta property="og:title" content="script">')</script>
      <meta property="og:title" content="Real"><meta property="og:image" content="javascript:alert(1)">`;
    expect(parseLinkCard(html, "https://a.example/x", "https://a.example/x")).toEqual({
      url: "https://a.example/x",
      title: "Real",
      description: null,
      image: null,
      siteName: null,
    });
  });
});
