import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { api, auth, createChannel, createSubAccount } from "./embed-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";

/**
 * Media settings take effect: an admin adds an image source set and a container
 * class, and a post published before that shows its image in the embed with a srcset whose
 * variant the server makes on the reader's first request. Its own sub-account, so the demo
 * account's settings (which accounts.spec.ts edits) stay as they are.
 */
test("an admin's image source set and container class reach a published post in the embed", async ({
  page,
  request,
}) => {
  const a = await api(request);
  const key = `media-${Date.now().toString(36)}`;
  const host = await createSubAccount(a, key, "Media desk");
  const channel = await createChannel(a, "Harbour", host);

  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: "#2a6f97" },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post(`/api/uploads/${host}`, {
    headers: auth(a),
    multipart: { file: { name: "harbour.png", mimeType: "image/png", buffer: photo } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const published = await request.post(`/api/posts/${host}/${channel}`, {
    headers: auth(a),
    data: {
      title: "Ships in",
      content: { type: "doc", content: [{ type: "image", attrs: { src: url, alt: "Harbour" } }] },
    },
  });
  expect(published.ok(), await published.text()).toBe(true);

  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  await page.goto(`/accounts/${DEMO.domain}/${key}/details/configuration/media`);
  await page.getByLabel("Max width (data-w)").fill("400");
  await page.getByLabel("Max height (data-h)").fill("400");
  await page.getByRole("button", { name: "Add size" }).click();
  await page.getByLabel("Image container class name").fill("desk-photo");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();

  // A phone-wide reader: the 400-pixel variant is the candidate that fits.
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.setViewportSize({ width: 380, height: 800 });
  await page.goto(`/embed/${channel}?lang=en`);
  const image = page.locator("figure.post-image.desk-photo img");
  await expect(image).toHaveAttribute("alt", "Harbour");
  const file = url.slice("/uploads/".length);
  const variant = `/uploads/${file.replace(".png", "_400x400.png")}`;
  await expect(image).toHaveAttribute("srcset", `${variant} 400w, ${url} 1200w`);
  await expect(image).toHaveAttribute("sizes", /100vw/);
  await image.scrollIntoViewIfNeeded();
  // Loaded, not broken: the server made the variant when the browser first asked for it.
  await expect
    .poll(() =>
      image.evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc,
      ),
    )
    .toContain(variant);
  const served = await request.get(variant);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(await sharp(await served.body()).metadata()).toMatchObject({ width: 400, height: 267 });
  expect(violations).toEqual([]);
});
