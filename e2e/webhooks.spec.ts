import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { channelIdByName, loginAndOpen } from "./support/auth";
import { DEMO } from "./support/demo";

const consolePath = `/accounts/${DEMO.domain}/${DEMO.accountKey}/features-console`;

interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The newsroom's receiver, on loopback (the e2e server allows private addresses). */
const hits: Hit[] = [];
let receiver: Server;
let origin = "";
test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      hits.push({
        path: req.url ?? "/",
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      res.end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

async function publish(request: APIRequestContext, title: string) {
  const { email, password } = DEMO.users.admin;
  const auth = await request.post(`/api/auth/${DEMO.domain}/authenticate`, {
    data: { email, password },
  });
  const { jwt } = (await auth.json()) as { jwt: string };
  const channelId = await channelIdByName(request, "Match day");
  const res = await request.post(`/api/posts/${DEMO.host}/${channelId}`, {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { title, content: null, importance: "normal", tags: [] },
  });
  expect(res.ok(), `publish: ${res.status()}`).toBe(true);
}

test("an admin adds a webhook, sees its secret once, reads the delivery log, resends, rotates, switches it off and deletes it", async ({
  page,
  request,
}) => {
  // A long flow, with the server's dispatcher sending on its own tick between the steps.
  test.setTimeout(150_000);
  const name = `Desk notifier ${Date.now().toString(36)}`;
  const path = `/hook-${Date.now().toString(36)}`;
  await loginAndOpen(page, `${consolePath}/apis`);
  const section = page.getByTestId("webhooks");
  await expect(section.getByRole("heading", { name: "Webhooks" })).toBeVisible();

  await section.getByRole("button", { name: "Add endpoint" }).click();
  const form = page.getByRole("dialog", { name: "Add a webhook endpoint" });
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText("This field is required!")).toHaveCount(2);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("URL").fill(`${origin}${path}`);
  await form.getByText("A post is deleted").click();
  await form.getByRole("button", { name: "Add endpoint" }).click();

  const secretDialog = page.getByTestId("webhook-secret-notice");
  await expect(secretDialog.getByText("it is shown only this once")).toBeVisible();
  const secret = ((await secretDialog.getByTestId("webhook-secret").textContent()) ?? "").trim();
  expect(secret).toMatch(/^whsec_/);
  await secretDialog.getByRole("button", { name: "Done" }).click();
  await expect(secretDialog).toBeHidden();

  const row = page.getByTestId("webhook-row").filter({ hasText: name });
  await expect(row.getByTestId("webhook-state")).toHaveText("On");
  await expect(row).toContainText("post.published");
  await expect(row).toContainText("post.deleted");
  // Shown once: after a reload the page holds it nowhere.
  await page.reload();
  await expect(row).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // The endpoint hears the whole account, where the other worker's specs publish too: ours is
  // the delivery of our own post.
  const kickOff = `Webhook kick-off ${name}`;
  await publish(request, kickOff);
  const ours = () => hits.filter((h) => h.path === path && h.body.includes(kickOff));
  await expect.poll(() => ours().length).toBe(1);
  const [first] = ours();
  const payload = new Webhook(secret).verify(first!.body, {
    "webhook-id": String(first!.headers["webhook-id"]),
    "webhook-timestamp": String(first!.headers["webhook-timestamp"]),
    "webhook-signature": String(first!.headers["webhook-signature"]),
  }) as { type: string; data: { post: { title: string } } };
  expect(payload.type).toBe("post.published");
  expect(payload.data.post.title).toBe(kickOff);

  await row.getByRole("button", { name: `Delivery log of ${name}` }).click();
  const log = page.getByTestId("webhook-log");
  const delivery = log
    .getByTestId("webhook-delivery")
    .filter({ has: page.getByTestId("webhook-delivery-subject").getByText(kickOff) });
  await expect(delivery.getByTestId("webhook-delivery-status")).toHaveText("Delivered");
  await expect(delivery.getByTestId("webhook-delivery-attempt")).toContainText(
    "Attempt 1: HTTP 200",
  );
  await delivery.getByRole("button", { name: "Resend" }).click();
  await expect(delivery.getByTestId("webhook-delivery-attempt")).toContainText(
    "Attempt 2: HTTP 200",
  );
  // A resend is the same message again: the same webhook-id.
  const sameMessage = () =>
    hits.filter((h) => h.path === path && h.headers["webhook-id"] === first!.headers["webhook-id"]);
  await expect.poll(() => sameMessage().length).toBe(2);
  await log.getByRole("button", { name: "Close" }).click();
  await expect(log).toBeHidden();

  await row.getByRole("button", { name: `Rotate the secret of ${name}` }).click();
  const rotate = page.getByRole("alertdialog", { name: "Rotate the secret?" });
  await rotate.getByRole("button", { name: "Rotate" }).click();
  await expect(secretDialog).toBeVisible();
  await expect(secretDialog.getByTestId("webhook-secret")).not.toHaveText(secret);
  await secretDialog.getByRole("button", { name: "Done" }).click();

  await row.getByRole("checkbox", { name: `Send events to ${name}` }).uncheck({ force: true });
  await expect(row.getByTestId("webhook-state")).toHaveText("Off");

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete the endpoint?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("webhook-row").filter({ hasText: name })).toHaveCount(0);
});
