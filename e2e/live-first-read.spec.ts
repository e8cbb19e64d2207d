import type { Page } from "@playwright/test";
import { feedPost, unique } from "./publishing-helpers";
import { channelIdByName, loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { expect, test } from "./support/fresh-page";

/**
 * The editor's first reads and its live stream race on opening a channel: a post made while
 * they do must reach the feed without a reload (its safety refetch comes a minute later).
 */
let channelId = "";
const paths = () => ({
  feed: `/api/posts/${DEMO.host}/${channelId}`,
  overview: `/api/channels/${DEMO.host}/${channelId}/overview`,
  stream: `/api/live/${DEMO.host}/${channelId}`,
});

test.beforeAll(async ({ request }) => {
  channelId = await channelIdByName(request, "Election night");
});

async function signedIn(freshPage: () => Promise<Page>): Promise<Page> {
  const page = await freshPage();
  await page.goto("/login");
  await loginAs(page, "editor");
  await expect(page).toHaveURL(DEMO.channelsPath);
  return page;
}

/** A route handler's hold: the request waits until `release()`. */
function gate() {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

async function createPost(page: Page): Promise<string> {
  const { email, password } = DEMO.users.editor;
  const auth = await page.request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  const { jwt } = (await auth.json()) as { jwt: string };
  const title = unique("Made meanwhile");
  const text = { type: "text", text: "Made while the page opened." };
  const res = await page.request.post(paths().feed, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { title, content: { type: "doc", content: [{ type: "paragraph", content: [text] }] } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return title;
}

const at = (path: string) => (url: URL | string) => new URL(url).pathname === path;

test("a post made while the feed's first read is on its way", async ({ freshPage }) => {
  const page = await signedIn(freshPage);
  const { feed, overview, stream } = paths();
  const answer = gate();
  const read = gate();
  let first = true;
  // The server answers the first feed read at once; the page gets that answer only later.
  await page.route(at(feed), async (route) => {
    if (route.request().method() !== "GET" || !first) return route.fallback();
    first = false;
    const response = await route.fetch();
    read.release();
    await answer.held;
    await route.fulfill({ response });
  });
  let overviewReads = 0;
  page.on("request", (r) => {
    if (at(overview)(r.url())) overviewReads++;
  });
  const live = page.waitForResponse((r) => at(stream)(r.url()) && r.ok());
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  await live;
  await read.held;
  const before = overviewReads;
  const title = await createPost(page);
  // The post's event names the overview too: its read again says the page took the event.
  await expect.poll(() => overviewReads).toBeGreaterThan(before);
  answer.release();
  await expect(feedPost(page, title)).toBeVisible({ timeout: 10_000 });
});

test("a post made after the feed was read, before the stream opened", async ({ freshPage }) => {
  const page = await signedIn(freshPage);
  const { feed, stream } = paths();
  const connect = gate();
  await page.route(at(stream), async (route) => {
    await connect.held;
    await route.continue();
  });
  const read = page.waitForResponse((r) => at(feed)(r.url()) && r.ok());
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  await read;
  const title = await createPost(page);
  const live = page.waitForResponse((r) => at(stream)(r.url()) && r.ok());
  connect.release();
  await live;
  await expect(feedPost(page, title)).toBeVisible({ timeout: 10_000 });
});
