import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { freshChannel, submitContribution } from "./contributions-helpers";
import { api, publish } from "./embed-helpers";
import { apiToken, draftCard, editorBox, feedPost, unique } from "./publishing-helpers";
import { channelIdByName, loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { waitForServiceWorkerControl } from "./support/pwa";

/**
 * Losing the network, or a server answering 503, must never sign anyone out, and
 * every channel opened online reads on any number of reloads.
 */

type Outage = "network" | "503";

const channelPath = (id: string) => `${DEMO.channelsPath}/${id}`;

/** The network gone for the page and for the service worker's own fetches, or a 503 for every API call. */
async function startOutage(context: BrowserContext, outage: Outage): Promise<void> {
  if (outage === "503") {
    await context.route("**/api/**", (route) =>
      route.fulfill({ status: 503, contentType: "text/plain", body: "Service Unavailable" }),
    );
    return;
  }
  await context.setOffline(true);
  await context.route("**/*", (route) => route.abort("internetdisconnected"));
  const worker = context.serviceWorkers()[0];
  expect(worker, "the service worker controls the page").toBeTruthy();
  const fromWorker = await worker?.evaluate(() =>
    fetch("/builds/latest.json", { cache: "no-store" }).then(
      () => "answered",
      () => "failed",
    ),
  );
  expect(fromWorker).toBe("failed");
}

async function endOutage(context: BrowserContext): Promise<void> {
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.setOffline(false);
}

/** Still signed in: the token is kept and no sign-in page is shown. */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
}

/** Publishes a post through the API, so each channel has something of its own to read offline. */
async function seedPost(page: Page, channelId: string): Promise<string> {
  const title = unique("Kept post");
  await publish(await api(page.request), channelId, { title });
  return title;
}

/** Opens a channel's editorial page and its Drafts tab, as a reporter would. */
async function openOnline(page: Page, id: string, name: string, post: string): Promise<void> {
  await page.goto(channelPath(id));
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(feedPost(page, post)).toBeVisible();
  await page.getByRole("link", { name: /^Drafts/ }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

for (const outage of ["network", "503"] as const) {
  test.describe(`with the ${outage === "network" ? "network down" : "server answering 503"}`, () => {
    test("five reloads across channels, the list and Drafts (and Comments) stay readable, signed in", async ({
      page,
      context,
    }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      const fresh = await freshChannel(page.request, "Offline reloads");
      const draftTitle = unique("Kept draft");
      const draft = await page.request.post(`/api/drafts/${DEMO.host}/${fresh.id}`, {
        headers: fresh.headers,
        data: { title: draftTitle },
      });
      expect(draft.ok()).toBe(true);
      const election = await channelIdByName(page.request, "Election night");
      const match = await channelIdByName(page.request, "Match day");
      const comment = unique("Kept comment");
      const sent = await submitContribution(page.request, fresh.id, {
        kind: "comment",
        message: comment,
      });
      expect(sent.status()).toBe(201);
      const posts = {
        election: await seedPost(page, election),
        match: await seedPost(page, match),
        fresh: await seedPost(page, fresh.id),
      };

      await page.goto("/login");
      await loginAs(page, "admin");
      await expect(page).toHaveURL(DEMO.channelsPath);
      await waitForServiceWorkerControl(page);
      await openOnline(page, election, "Election night", posts.election);
      await openOnline(page, match, "Match day", posts.match);
      await openOnline(page, fresh.id, fresh.name, posts.fresh);
      await expect(draftCard(page, draftTitle)).toBeVisible();
      await page.getByRole("link", { name: /^Comments/ }).click();
      await expect(page.getByTestId("contribution").filter({ hasText: comment })).toBeVisible();
      await page.goto(DEMO.channelsPath);
      await expect(page.getByText(fresh.name, { exact: true }).first()).toBeVisible();

      await startOutage(context, outage);
      const offlineSince = page.getByText(/^Offline since /);
      const reloads: { path: string; sees: (p: Page) => Promise<void> }[] = [
        {
          path: channelPath(election),
          sees: async (p) => {
            await expect(
              p.getByRole("heading", { name: "Election night", level: 1 }),
            ).toBeVisible();
            await expect(feedPost(p, posts.election)).toBeVisible();
          },
        },
        {
          path: `${channelPath(fresh.id)}/drafts`,
          sees: async (p) => {
            await expect(p.getByRole("heading", { name: fresh.name, level: 1 })).toBeVisible();
            await expect(draftCard(p, draftTitle)).toBeVisible();
          },
        },
        {
          path: DEMO.channelsPath,
          sees: async (p) => {
            await expect(p.getByRole("heading", { name: "Channels", exact: true })).toBeVisible();
            await expect(p.getByText(fresh.name, { exact: true }).first()).toBeVisible();
          },
        },
        {
          path: channelPath(match),
          sees: async (p) => {
            await expect(p.getByRole("heading", { name: "Match day", level: 1 })).toBeVisible();
            await expect(feedPost(p, posts.match)).toBeVisible();
          },
        },
        {
          path: channelPath(fresh.id),
          sees: async (p) => {
            await expect(p.getByRole("heading", { name: fresh.name, level: 1 })).toBeVisible();
            await expect(feedPost(p, posts.fresh)).toBeVisible();
          },
        },
      ];
      reloads.push({
        path: `${channelPath(fresh.id)}/user-contribution`,
        sees: async (p) => {
          await expect(p.getByTestId("contribution").filter({ hasText: comment })).toBeVisible();
        },
      });
      for (const { path, sees } of reloads) {
        await page.goto(path);
        await sees(page);
        await expect(offlineSince.first()).toBeVisible();
        await expectSignedIn(page);
      }

      await endOutage(context);
      await page.reload();
      await expect(page.getByRole("heading", { name: fresh.name, level: 1 })).toBeVisible();
      await expect(offlineSince).toHaveCount(0);
      await expectSignedIn(page);
    });

    test("a draft written during the outage survives reloads and syncs once", async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      const fresh = await freshChannel(page.request, "Outage draft");
      await page.goto("/login");
      await loginAs(page, "admin");
      await expect(page).toHaveURL(DEMO.channelsPath);
      await waitForServiceWorkerControl(page);
      await openOnline(page, fresh.id, fresh.name, await seedPost(page, fresh.id));
      await page.goto(channelPath(fresh.id));
      await expect(page.getByRole("heading", { name: fresh.name, level: 1 })).toBeVisible();

      await startOutage(context, outage);
      await page.reload();
      await expect(page.getByRole("heading", { name: fresh.name, level: 1 })).toBeVisible();
      const title = unique("Outage draft");
      await page.getByLabel("Title", { exact: true }).fill(title);
      await editorBox(page).click();
      await page.keyboard.type("Written during the outage.");
      await page.getByRole("button", { name: "Save as draft" }).click();
      await expect(page.getByText(/the draft is saved on this device/).first()).toBeVisible();

      await page.reload();
      await expect(page.getByRole("heading", { name: fresh.name, level: 1 })).toBeVisible();
      await expect(page.getByTestId("suite-counts")).toContainText("1 draft");
      await page.getByRole("link", { name: /^Drafts/ }).click();
      await expect(draftCard(page, title).getByTestId("draft-status")).toHaveText("Queued");
      await expect(page.getByRole("link", { name: /^Drafts/ })).toContainText("1");
      await expectSignedIn(page);

      await endOutage(context);
      await page.reload();
      await expect(draftCard(page, title).getByTestId("draft-status")).toHaveText("Synced", {
        timeout: 30_000,
      });
      await expectSignedIn(page);
      const jwt = await apiToken(page.request);
      const res = await page.request.get(`/api/drafts/${DEMO.host}/${fresh.id}`, {
        headers: { Authorization: `Bearer ${jwt}` },
      });
      const drafts = (await res.json()) as { title: string }[];
      expect(drafts.filter((d) => d.title === title)).toHaveLength(1);
    });
  });
}
