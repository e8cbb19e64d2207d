import { expect, type Page } from "@playwright/test";
import { loginAs } from "./auth";
import { DEMO } from "./demo";

/** Shots for people to look at: every screen in light and dark on a desktop, and on a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type Theme = "light" | "dark";
export type Device = keyof typeof VIEWPORTS;
export type Shot = readonly [Theme, Device];

const ALL_SHOTS: readonly Shot[] = [
  ["light", "desktop"],
  ["dark", "desktop"],
  ["light", "phone"],
  ["dark", "phone"],
];

/**
 * The screenshot specs walk each screen once per variant and assert what it shows. CI walks one
 * variant, dark on a phone, since the flow specs already cover light on a desktop and every
 * variant costs a whole walk; `SHOTS=all` takes them all, for a person to look at.
 */
export const SHOTS: readonly Shot[] =
  process.env.CI && process.env.SHOTS !== "all" ? [["dark", "phone"]] : ALL_SHOTS;

/** Sizes the page and sets the theme before it loads; returns the file-name suffix. */
export async function prepareShot(page: Page, [theme, device]: Shot): Promise<string> {
  await page.setViewportSize(VIEWPORTS[device]);
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
  return `${theme}-${device}`;
}

/** prepareShot, then the demo admin signed in, on the channels list; returns the suffix. */
export async function shotAsAdmin(page: Page, shot: Shot): Promise<string> {
  const suffix = await prepareShot(page, shot);
  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  return suffix;
}

/**
 * Pictures are for a person to look at, so they are taken outside CI or with `SHOTS` set
 * (`npm run screenshots`); in CI the walk and its assertions run, and no pixels go to disk.
 */
const TAKE_PICTURES = !process.env.CI || Boolean(process.env.SHOTS);

/** Finite animations (dialog and menu entries) are finished before the picture is taken. */
export async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!TAKE_PICTURES) return;
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage, animations: "disabled" });
}
