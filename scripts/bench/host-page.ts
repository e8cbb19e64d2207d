import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A newsroom's article for the web bench: its own heading and text, and the live blog as a CMS
 * puts it in, the render's HTML (prefetched) followed by embed.js. Served from a port of its
 * own, so the live blog is another origin's, as on a real site.
 */
export async function startHostPage(
  base: string,
  channelId: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  let page = "";
  const server = createServer((request, response) => {
    // A site's own robots.txt is part of its SEO score: this one lets crawlers in.
    if (request.url === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("User-agent: *\nAllow: /\n");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/election-night`;
  const render = await fetch(`${base}/embed/${channelId}/render?url=${encodeURIComponent(url)}`);
  if (!render.ok) throw new Error(`render answered ${render.status}`);
  const { html } = (await render.json()) as { html: string };
  page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Election night, live</title>
<meta name="description" content="The count as it happens, from our reporters across the country.">
<link rel="canonical" href="${url}">
</head>
<body>
<main>
<h1>Election night, live</h1>
<p>The count as it happens, from our reporters across the country.</p>
${html}
</main>
<script async src="${base}/embed.js"></script>
</body>
</html>`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
