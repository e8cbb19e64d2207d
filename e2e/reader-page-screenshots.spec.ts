import { expect, test } from "@playwright/test";
import { READER_PAGE_STRINGS } from "../domain/embed/push-strings";
import { api, createChannel, doc, publish } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { standInPushService } from "./support/push-stand-in";
import { SHOTS, shoot, VIEWPORTS } from "./support/screenshots";

/**
 * Shots of a channel's reader page for people to look at (screenshots/, gitignored), before and
 * after the reader turns notifications on (the notification itself is drawn by the system, not
 * the page: reader-push.spec.ts asserts what it shows). Its default skin follows the reader's
 * dark mode; on a phone nothing is wider than the screen.
 */
test("reader page screenshots: light and dark; desktop and phone", async ({ browser, request }) => {
  const a = await api(request);
  const channelId = await createChannel(a, unique("Election night"));
  await publish(a, channelId, { title: "Polls are open", content: doc("Turnout is high so far.") });
  await publish(a, channelId, {
    title: "First results from Bergen",
    content: doc("Labour leads with 31 % of the votes counted."),
    breaking: true,
  });
  for (const [theme, device] of SHOTS) {
    for (const lang of ["en", "no"] as const) {
      const context = await browser.newContext({
        viewport: VIEWPORTS[device],
        colorScheme: theme,
        permissions: ["notifications"],
      });
      await standInPushService(context);
      const page = await context.newPage();
      await page.goto(`/live/${channelId}?lang=${lang}`);
      const button = page.getByRole("button", { name: READER_PAGE_STRINGS[lang].notify });
      await expect(button).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(theme === "dark" ? "rgb(15, 18, 24)" : "rgb(246, 247, 249)");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(page, `reader-page-${lang}-${theme}-${device}`);
      // Following the channel: the button turned, and the page says so where it is read.
      await button.click();
      const s = READER_PAGE_STRINGS[lang];
      await expect(page.getByRole("status").filter({ hasText: s.notifyOn })).toBeVisible();
      await expect(page.getByRole("button", { name: s.notifyOff })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await shoot(page, `reader-page-notify-on-${lang}-${theme}-${device}`);
      await context.close();
    }
  }
});
