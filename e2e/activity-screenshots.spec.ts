import { type APIRequestContext, expect, test } from "@playwright/test";
import { type Api, api, auth, createChannel, publish } from "./embed-helpers";
import { unique } from "./publishing-helpers";
import { DEMO } from "./support/demo";
import { SHOTS, shoot, shotAsAdmin } from "./support/screenshots";

/** Shots of the activity log and statistics, for people to look at. */
const details = `/accounts/${DEMO.domain}/${DEMO.accountKey}/details`;

/**
 * The admin signs in as the editor, who then adds a tag: an entry with both identities. The demo
 * admin may sign in as the editor, so a refusal fails the test rather than hiding the entry.
 */
async function representedChange(request: APIRequestContext, a: Api): Promise<void> {
  const { email, password } = DEMO.users.editor;
  const login = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  const { jwt } = (await login.json()) as { jwt: string };
  const profile = await request.get("/api/profile/overview", {
    headers: { authorization: `Bearer ${jwt}` },
  });
  const editorId = ((await profile.json()) as { userInformation: { user: { userId: string } } })
    .userInformation.user.userId;
  const signInAs = await request.post(`/api/users/${DEMO.host}/${editorId}/sign-in-as`, {
    headers: auth(a),
  });
  expect(signInAs.ok(), await signInAs.text()).toBe(true);
  const represented = ((await signInAs.json()) as { jwt: string }).jwt;
  await request.post(`/api/tags/${DEMO.host}`, {
    headers: { authorization: `Bearer ${represented}` },
    data: { name: unique("Represented") },
  });
}

for (const [theme, device] of SHOTS) {
  test(`activity and statistics screenshots: ${theme}, ${device}`, async ({ page, request }) => {
    test.setTimeout(60_000);
    // Something to show: a channel with posts, renamed, then archived again.
    const a = await api(request);
    const name = unique("Shots");
    const channelId = await createChannel(a, name);
    for (const title of ["Kick-off", "Half time", "Full time"]) {
      await publish(a, channelId, { title });
    }
    await a.request.post(
      `/api/channels/${DEMO.host}/${channelId}/rename?channelName=${encodeURIComponent(`${name} live`)}`,
      { headers: auth(a) },
    );

    await representedChange(request, a);

    const suffix = await shotAsAdmin(page, [theme, device]);

    await page.goto(`${details}/activity`);
    await expect(page.getByTestId("activity-entry").first()).toBeVisible();
    await expect(
      page
        .getByTestId("activity-entry")
        .filter({ hasText: /represented by/i })
        .first(),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, `activity-log-${suffix}`, true);

    await page.goto(`${details}/statistics`);
    await expect(page.getByTestId("posts-chart")).toBeVisible();
    const night = page.getByRole("region", { name: "Readers through the night" });
    await night.getByRole("combobox").selectOption({ label: `${name} live` });
    await expect(night.getByTestId("audience-chart").locator("canvas").first()).toBeVisible();
    await page.waitForLoadState("networkidle");
    await shoot(page, `statistics-${suffix}`, true);
    await night.getByRole("button", { name: "Show as table" }).click();
    await expect(night.getByTestId("audience-table")).toBeVisible();
    await night.scrollIntoViewIfNeeded();
    await shoot(page, `statistics-audience-${suffix}`);

    await a.request.post(`/api/channels/${DEMO.host}/${channelId}/archive`, { headers: auth(a) });
  });
}
