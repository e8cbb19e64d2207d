import { expect, test } from "@playwright/test";
import { channelIdByName, loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

test.describe("each seeded role lands on its default path", () => {
  for (const role of ["admin", "editor"] as const) {
    test(`${role} → channels list`, async ({ page }) => {
      await loginAs(page, role);
      await expect(page).toHaveURL(DEMO.channelsPath);
      await expect(page.getByRole("heading", { name: "Channels", exact: true })).toBeVisible();
      for (const name of DEMO.channels) {
        await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      }
    });
  }

  test("guest → its channel", async ({ page, request }) => {
    const matchDay = await channelIdByName(request, "Match day");
    await loginAs(page, "guest");
    await expect(page).toHaveURL(`${DEMO.channelsPath}/${matchDay}`);
    await expect(page.getByRole("heading", { name: "Match day" })).toBeVisible();
  });
});
