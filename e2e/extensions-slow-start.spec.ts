import { expect, type Route, test } from "@playwright/test";
import { api, createChannel, extensionsAccount } from "./embed-helpers";
import { openEditor } from "./publishing-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { signOff } from "./support/extension-sources";

/**
 * An editor extension whose frame does not start within the start limit (a busy tablet, a slow
 * link) shows as starting, then as slow with a Retry, instead of vanishing as a failure.
 */

const key = `slowext${Date.now().toString(36)}`;
const host = `${key}.${DEMO.domain}`;

const EXTENSIONS = [signOff("The desk")] as const;

test("a slow extension shows as starting, then slow, and starts when retried by hand", async ({
  page,
  request,
}) => {
  const a = await api(request);
  await extensionsAccount(a, key, "Slow desk", EXTENSIONS);
  const channelId = await createChannel(a, "Slow start", host);

  // The frame's page does not arrive: held until the test lets it through.
  const held: Route[] = [];
  let hold = true;
  await page.route("**/extension-frame**", (route) => {
    if (hold) held.push(route);
    else void route.continue();
  });

  await page.goto("/login");
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`/accounts/${DEMO.domain}/${key}/channels/${channelId}`);
  await expect(page.getByRole("heading", { name: "Slow start", level: 1 })).toBeVisible();
  await openEditor(page);

  const tools = page.getByRole("toolbar", { name: "Extension tools" });
  await expect(tools.getByTestId("extension-starting")).toContainText(/Sign-off/);
  await expect(tools.getByText("Sign-off is slow to start, still trying…")).toBeVisible();
  await expect(page.getByTestId("extension-failures")).toHaveCount(0);

  hold = false;
  await tools.getByRole("button", { name: "Retry Sign-off" }).click();
  await expect(tools.getByRole("button", { name: "Add sign-off" })).toBeVisible();
  await expect(tools.getByTestId("extension-starting")).toHaveCount(0);
  for (const route of held) await route.abort().catch(() => undefined);
});
