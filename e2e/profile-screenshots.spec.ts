import { expect, test } from "@playwright/test";
import { adminJwt, createOwnUser, openProfile, photoPng, signInOwn } from "./profile-helpers";
import { DEMO } from "./support/demo";
import { prepareShot, SHOTS, shoot } from "./support/screenshots";

/** Shots of manage profile, the crop dialog, the representing banner, auto-login and confirm-email. */

for (const [theme, device] of SHOTS) {
  test(`profile screenshots: ${theme}, ${device}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const suffix = await prepareShot(page, [theme, device]);
    const user = await createOwnUser(request, "shots");

    await signInOwn(page, user);
    await page.waitForLoadState("networkidle");
    const dialog = await openProfile(page);
    await expect(dialog.getByTestId("profile-rights")).toBeVisible();
    await shoot(page, `profile-general-${suffix}`);

    await dialog.getByTestId("profile-photo-input").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: photoPng(),
    });
    await expect(page.getByTestId("photo-crop-dialog")).toBeVisible();
    await shoot(page, `profile-crop-${suffix}`);
    await page.getByTestId("photo-crop-dialog").getByRole("button", { name: "Cancel" }).click();

    await dialog.getByRole("tab", { name: "Password" }).click();
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByText("This field is required!").first()).toBeVisible();
    await shoot(page, `profile-password-${suffix}`);
    await page.keyboard.press("Escape");

    await page.goto(`/confirm-email/${DEMO.domain}/not-a-real-code`);
    await expect(page.getByText("Email confirmation unsuccessful")).toBeVisible();
    await shoot(page, `confirm-email-failed-${suffix}`);

    // The admin represents the user: the banner over the channels list.
    const jwt = await adminJwt(request);
    const res = await request.post(`/api/users/${DEMO.host}/${user.userId}/sign-in-as`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });
    await page.goto(`/auto-login#token=${((await res.json()) as { jwt: string }).jwt}`);
    await expect(page.getByTestId("representing-banner")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, `representing-banner-${suffix}`);
    await page.getByRole("button", { name: "End session" }).click();
    await expect(page.getByTestId("representing-banner")).toHaveCount(0);

    await page.goto("/auto-login#token=broken");
    await expect(page.getByTestId("auto-login-failed")).toBeVisible();
    await shoot(page, `auto-login-failed-${suffix}`);
  });
}
