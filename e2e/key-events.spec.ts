import { expect, test } from "@playwright/test";
import { FEED_PAGE_SIZE } from "../domain/schemas/post";
import { api, createChannel, doc, publish } from "./embed-helpers";
import { feedPost, postAction, unique } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

test("an editor marks a key event; an open embed lists it live and jumps to it", async ({
  page,
  browser,
}) => {
  const a = await api(page.request);
  const channelId = await createChannel(a, unique("Key events"));
  // The key moment is the oldest post: neither first page holds it.
  const kickOff = await publish(a, channelId, { title: "Kick-off", content: doc("Under way") });
  await Promise.all(
    Array.from({ length: FEED_PAGE_SIZE }, (_, i) =>
      publish(a, channelId, { title: `Minute ${i + 1}`, content: doc(`Update ${i + 1}`) }),
    ),
  );

  const reader = await browser.newContext();
  const embed = await reader.newPage();
  await embed.goto(`/embed/${channelId}?lang=en`);
  const keys = embed.getByRole("navigation", { name: "Key events" });
  await expect(embed.locator("#t-feed > article")).toHaveCount(FEED_PAGE_SIZE);
  await expect(keys).toBeHidden();
  // The embed follows the stream once a new post reaches it.
  const probe = await publish(a, channelId, { title: "Half time", content: doc("0-0") });
  await expect(embed.locator(`#post-${probe.id}`)).toBeVisible();

  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`${DEMO.channelsPath}/${channelId}`);
  await expect(feedPost(page, "Half time")).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await postAction(page, "Kick-off", "Mark as key event");
  await expect(feedPost(page, "Kick-off").getByText("Key event", { exact: true })).toBeVisible();

  // Live in the reader's embed, without a reload.
  await expect(keys).toBeVisible();
  await expect(keys.getByRole("heading", { name: "Key events" })).toBeVisible();
  const entry = keys.getByRole("link", { name: /Kick-off/ });
  await expect(entry).toHaveAttribute("href", `#post-${kickOff.id}`);
  await expect(embed.locator(`#post-${kickOff.id}`)).toHaveCount(0);

  // Jumping loads the older page the post is on and moves there, by keyboard too.
  await entry.focus();
  await embed.keyboard.press("Enter");
  const target = embed.locator(`#post-${kickOff.id}`);
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();

  // Removing it from the key events empties the reader's list again.
  await postAction(page, "Kick-off", "Remove from key events");
  await expect(keys).toBeHidden();
  await reader.close();
});
