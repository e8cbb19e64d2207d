import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderHtml } from "../../domain/content/render";
import type { ContentNode, Doc } from "../../domain/content/schema";
import { ZPost } from "../../domain/schemas/post";
import { sanitizeCustomHtml } from "../../server/content/sanitize";
import { bearer, createTestApp, signIn, type TestContext } from "./helpers/test-app";

/** Classic XSS payloads (OWASP filter evasion cheat sheet and friends). */
const PAYLOADS = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<body onload="alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<style>@import 'javascript:alert(1)';</style>",
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<p onmouseover="alert(1)">hover</p>',
  '<details open ontoggle="alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<input autofocus onfocus="alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="https://ok.example" onclick="alert(1)">ok</a>',
];

const SCRIPT = /<script/i;
// An on* handler as an attribute (escaped text like "&lt;p onmouseover" is harmless).
const HANDLER = /<[^>]*\son[a-z]+\s*=/i;
const JS_URL =
  /(href|src|action|data|formaction|cite|data-href)\s*=\s*["']?\s*(javascript|vbscript|data):/i;

function expectClean(html: string) {
  expect(html).not.toMatch(SCRIPT);
  expect(html).not.toMatch(HANDLER);
  expect(html).not.toMatch(JS_URL);
  expect(html.toLowerCase()).not.toMatch(
    /<(iframe|img)[^>]*\ssrc\s*=\s*["']?\s*(javascript|data):/,
  );
}

const UNSAFE_URL = /^\s*(javascript|vbscript|data):/i;

/** No stored URL with a script scheme, and stored custom HTML clean. */
function expectCleanNode(node: ContentNode) {
  if (node.type === "text") {
    for (const mark of node.marks ?? []) {
      if (mark.type === "link") expect(mark.attrs.href).not.toMatch(UNSAFE_URL);
    }
  }
  if (node.type === "image") expect(node.attrs.src).not.toMatch(UNSAFE_URL);
  if (node.type === "linkCard") {
    expect(node.attrs.url).not.toMatch(UNSAFE_URL);
    expect(node.attrs.image ?? "").not.toMatch(UNSAFE_URL);
  }
  if (node.type === "embed") {
    expect(node.attrs.url).not.toMatch(UNSAFE_URL);
    if (node.attrs.html) expectClean(node.attrs.html);
  }
  if ("content" in node) for (const child of node.content ?? []) expectCleanNode(child);
}

describe("sanitizeCustomHtml", () => {
  for (const payload of PAYLOADS) {
    it(`cleans ${payload}`, () => expectClean(sanitizeCustomHtml(payload)));
  }

  it("keeps harmless markup, https iframes and provider embed code", () => {
    const html = sanitizeCustomHtml(
      '<p class="x">Hi <b>there</b> <a href="https://example.com">link</a></p>' +
        '<iframe src="https://player.example.com/v/1" width="560" allowfullscreen></iframe>' +
        '<iframe src="http://insecure.example.com/"></iframe>' +
        '<blockquote class="twitter-tweet"><a href="https://twitter.com/a/status/123456">t</a></blockquote>' +
        '<script async src="https://platform.twitter.com/widgets.js"></script>',
    );
    expect(html).toContain('<p class="x">Hi <b>there</b>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">link</a>',
    );
    expect(html).toContain(
      '<iframe src="https://player.example.com/v/1" width="560" allowfullscreen',
    );
    expect(html).not.toContain("insecure.example.com");
    expect(html).toContain('<blockquote class="twitter-tweet">');
    expect(html).not.toContain("widgets.js");
  });
});

describe("renderHtml", () => {
  it("escapes text and attributes and renders only safe URLs", () => {
    const doc: Doc = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: '<img src=x onerror=alert(1)> & "quotes"' },
            {
              type: "text",
              text: "bad",
              marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
            },
          ],
        },
        {
          type: "image",
          attrs: { src: 'https://e.com/a.png" onerror="alert(1)', alt: '"><script>' },
        },
        { type: "image", attrs: { src: "mailto:x@example.com" } },
        {
          type: "embed",
          attrs: { provider: "youtube", url: "https://youtu.be/x", id: '"><script>' },
        },
        {
          type: "embed",
          attrs: { provider: "html", url: "https://e.com", html: "<script>1</script>" },
        },
      ],
    };
    const html = renderHtml(doc);
    expectClean(html);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;");
    // A bad link keeps its text, without the link.
    expect(html).toContain("bad</p>");
    // A URL with quotes or spaces is no URL: the image is left out.
    expect(html).not.toContain("e.com/a.png");
    expect(html).toContain("embed/%22%3E%3Cscript%3E");
    // Custom HTML needs a sanitizer; without one it is left out.
    expect(html).not.toContain("embed-html");
    expect(renderHtml(doc, { customHtml: sanitizeCustomHtml })).toContain("embed-html");
  });

  it("renders headings, lists, quotes and each provider's markup", () => {
    const html = renderHtml({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 4 }, content: [{ type: "text", text: "H" }] },
        {
          type: "orderedList",
          attrs: { start: 3 },
          content: [
            {
              type: "listItem",
              content: [{ type: "paragraph", content: [{ type: "text", text: "i" }] }],
            },
          ],
        },
        { type: "bulletList", content: [{ type: "listItem" }] },
        {
          type: "blockquote",
          content: [
            {
              type: "paragraph",
              content: [{ type: "text", text: "q", marks: [{ type: "italic" }] }],
            },
          ],
        },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "a" },
            { type: "hardBreak" },
            { type: "text", text: "b" },
          ],
        },
        { type: "horizontalRule" },
        {
          type: "embed",
          attrs: { provider: "facebook", url: "https://www.facebook.com/page/posts/1" },
        },
        {
          type: "embed",
          attrs: { provider: "infogram", url: "https://infogram.com/abcd-1", id: "abcd-1" },
        },
        {
          type: "embed",
          attrs: { provider: "instagram", url: "https://www.instagram.com/p/abcdef/" },
        },
      ],
    });
    expect(html).toContain("<h4>H</h4>");
    expect(html).toContain('<ol start="3"><li><p>i</p></li></ol>');
    expect(html).toContain("<ul><li></li></ul>");
    expect(html).toContain("<blockquote><p><em>q</em></p></blockquote>");
    expect(html).toContain("<p>a<br>b</p><hr>");
    expect(html).toContain(
      '<div class="fb-post" data-href="https://www.facebook.com/page/posts/1"',
    );
    expect(html).toContain('<div class="infogram-embed" data-id="abcd-1" data-type="interactive">');
    expect(html).toContain(
      '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/abcdef/"',
    );
    expect(html).not.toMatch(SCRIPT);
  });
});

describe("the XSS corpus through the API", () => {
  let t: TestContext;
  let admin: string;
  let channelId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app, "admin");
    const account = await t.repos.accounts.findByKey("demo", "newsroom");
    channelId = (await t.repos.channels.insert({ account_id: account!.id, name: "XSS" })).id;
  });
  afterAll(() => t.close());

  const post = (content: ContentNode[], title = "t") =>
    t.app.inject({
      method: "POST",
      url: `/api/posts/newsroom.demo/${channelId}`,
      headers: bearer(admin),
      payload: { title, content: { type: "doc", content } },
    });

  it(`stores no script, handler or javascript: URL for ${PAYLOADS.length} payloads in every place`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(20);
    let stored = 0;
    for (const payload of PAYLOADS) {
      const attempts: ContentNode[][] = [
        [{ type: "paragraph", content: [{ type: "text", text: payload }] }],
        [
          {
            type: "paragraph",
            content: [
              { type: "text", text: "l", marks: [{ type: "link", attrs: { href: payload } }] },
            ],
          },
        ],
        [{ type: "image", attrs: { src: payload, alt: payload, title: payload } }],
        [{ type: "image", attrs: { src: `https://e.com/${payload}`, alt: payload } }],
        [{ type: "embed", attrs: { provider: "youtube", url: payload } }],
        [
          {
            type: "embed",
            attrs: { provider: "twitter", url: `https://twitter.com/a/status/123456${payload}` },
          },
        ],
        [{ type: "embed", attrs: { provider: "html", url: "https://e.com", html: payload } }],
        [
          {
            type: "linkCard",
            attrs: { url: `https://e.com/?${payload}`, title: payload, image: payload },
          },
        ],
      ];
      for (const content of attempts) {
        const res = await post(content, payload);
        // Either refused as bad input, or stored clean: never a 500.
        expect([200, 400]).toContain(res.statusCode);
        if (res.statusCode !== 200) continue;
        stored++;
        const body = ZPost.parse(res.json());
        expectClean(body.html);
        const row = await t.db.db
          .selectFrom("posts")
          .select(["html", "content"])
          .where("id", "=", body.id)
          .executeTakeFirstOrThrow();
        expectClean(row.html);
        // Text stays text (escaped when rendered); every URL and the custom HTML stored
        // in the document are clean.
        for (const node of (row.content as Doc).content ?? []) expectCleanNode(node);
      }
    }
    expect(stored).toBeGreaterThan(PAYLOADS.length);
  });

  it("stores the sanitized custom HTML in the document as well as in the html", async () => {
    const res = await post([
      {
        type: "embed",
        attrs: {
          provider: "html",
          url: "https://e.com",
          html: '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a></p><script>alert(2)</script>',
        },
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = ZPost.parse(res.json());
    const node = body.content?.content?.[0];
    expect(node?.type === "embed" && node.attrs.html).toBe(
      '<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">x</a></p>',
    );
    expect(body.html).toContain('<div class="embed embed-html"><p>Hi <a');
    expectClean(body.html);
  });
});
