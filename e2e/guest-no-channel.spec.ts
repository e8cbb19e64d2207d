import { type APIRequestContext, expect, test } from "@playwright/test";
import { newestMailTo, uniqueEmail } from "./invitations-helpers";
import { adminJwt } from "./profile-helpers";
import { unique } from "./publishing-helpers";
import { login } from "./support/auth";
import { DEMO } from "./support/demo";
import { prepareShot, SHOTS, shoot } from "./support/screenshots";

const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
const PASSWORD = "Guest-e2e-Pass-1";

/** A channel and a guest confined to it, both made here so the demo guest stays as seeded. */
async function guestWithChannel(request: APIRequestContext) {
  const admin = await adminJwt(request);
  const made = await request.post(`/api/channels/${DEMO.host}`, {
    headers: bearer(admin),
    data: { name: unique("Guest corner") },
  });
  expect(made.status(), await made.text()).toBe(201);
  const channel = (await made.json()) as { id: string; name: string };
  const email = uniqueEmail("lone-guest");
  const invite = await request.post(`/api/invitations/${DEMO.host}`, {
    headers: bearer(admin),
    data: {
      email,
      accountKey: DEMO.accountKey,
      rights: { type: "guest", publish: true, channelId: channel.id },
    },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const key = new URL((await newestMailTo(email)).link!).pathname.split("/").pop()!;
  const created = await request.post(`/api/users/${DEMO.host}/create-from-invitation`, {
    data: { key, username: email, displayName: "Lone Guest", password: PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const archive = () =>
    request.post(`/api/channels/${DEMO.host}/${channel.id}/archive`, { headers: bearer(admin) });
  return { channel, email, archive };
}

test("a guest whose only channel is archived is told so, on navigation and on sign-in", async ({
  page,
  request,
}) => {
  const { channel, email, archive } = await guestWithChannel(request);
  await login(page, email, PASSWORD);
  await expect(page).toHaveURL(`${DEMO.channelsPath}/${channel.id}`);
  await expect(page.getByRole("heading", { name: channel.name })).toBeVisible();

  expect((await archive()).ok()).toBe(true);
  // The next navigation inside the app (no reload) already knows.
  await page.getByRole("link", { name: /^Drafts/ }).click();
  const message = page.getByRole("heading", { name: "You don't have access to any channel" });
  await expect(message).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);

  // Signing in again lands on the same message, not on an editor of the archived channel.
  await page.getByRole("button", { name: "Log out" }).click();
  await login(page, email, PASSWORD);
  await expect(message).toBeVisible();
  await page.goto(`${DEMO.channelsPath}/${channel.id}`);
  await expect(message).toBeVisible();

  await page.goto("/no");
  await expect(
    page.getByRole("heading", { name: "Du har ikke tilgang til noen kanal" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Logg ut" })).toBeVisible();
});

for (const shot of SHOTS) {
  test(`screenshot of the message: ${shot.join(", ")}`, async ({ page, request }) => {
    const suffix = await prepareShot(page, shot);
    const { email, archive } = await guestWithChannel(request);
    expect((await archive()).ok()).toBe(true);
    await login(page, email, PASSWORD);
    await expect(
      page.getByRole("heading", { name: "You don't have access to any channel" }),
    ).toBeVisible();
    await shoot(page, `guest-no-channel-${suffix}`);
  });
}
