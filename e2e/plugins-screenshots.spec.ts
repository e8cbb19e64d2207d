import { expect, test } from "@playwright/test";
import { api, auth } from "./embed-helpers";
import { pluginAccount, pollDoc } from "./plugins-helpers";
import { DEMO } from "./support/demo";
import { prepareShot, SHOTS, shoot } from "./support/screenshots";

/** Shots of the embed with a poll (voted) and share links: light and dark skins, desktop and phone. */

const key = `plgshot${Date.now().toString(36)}`;

for (const [theme, device] of SHOTS) {
  test(`plugins screenshots: ${theme}, ${device}`, async ({ page, request }) => {
    const a = await api(request);
    const suffix = `${theme}-${device}`;
    const channelId = await pluginAccount(a, `${key}${theme[0]}${device[0]}`, "Cup final");
    const sub = `${key}${theme[0]}${device[0]}.${DEMO.domain}`;
    const plugins = await a.request.put(`/api/accounts/${sub}/plugins`, {
      headers: auth(a),
      data: { enabled: ["poll", "socialShare"] },
    });
    expect(plugins.ok()).toBe(true);
    const post = await a.request.post(`/api/posts/${sub}/${channelId}`, {
      headers: auth(a),
      data: {
        title: "Who scores first?",
        content: pollDoc("Who scores first?", ["The home side", "The visitors", "Nobody"]),
      },
    });
    expect(post.ok(), await post.text()).toBe(true);
    await prepareShot(page, [theme, device]);
    const skin = theme === "dark" ? "darkmode" : "default";
    await page.goto(`/embed/${channelId}?lang=en&skin=${skin}`);
    const poll = page.getByRole("group", { name: "Who scores first?" });
    await expect(poll.locator(".t-poll-total")).toHaveText("0 votes");
    await poll.getByRole("button", { name: /The visitors/ }).click();
    await expect(poll.locator(".t-poll-total")).toHaveText("1 vote");
    await expect(page.getByRole("navigation", { name: "Share this post" })).toBeVisible();
    await shoot(page, `embed-plugins-${suffix}`, true);
  });
}
