import type { Page } from "@playwright/test";

/** Shots for people to look at: every screen in light and dark on a desktop, and on a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export const SHOTS = [
  ["light", "desktop"],
  ["dark", "desktop"],
  ["light", "phone"],
] as const;

export type Shot = readonly ["light" | "dark", keyof typeof VIEWPORTS];

/** Sizes the page and sets the theme before it loads; returns the file-name suffix. */
export async function prepareShot(page: Page, [theme, device]: Shot): Promise<string> {
  await page.setViewportSize(VIEWPORTS[device]);
  await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
  return `${theme}-${device}`;
}

export async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(400); // dialog and menu enter animations
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage });
}
