import { test as base } from "@playwright/test";

/**
 * A slow tablet on a mobile link: Chromium's CPU slowed down 4× and DevTools' "Fast 3G"
 * (562.5 ms round trip, about 1.44 Mbit/s down and 675 kbit/s up), applied to every page of a
 * test through CDP. The bench's `slow` section uses the same figures.
 */
export const SLOW_CPU_RATE = 4;
export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
} as const;

export const test = base.extend<{ slowDevice: undefined }>({
  slowDevice: [
    async ({ page, context }, use) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_CPU_RATE });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", FAST_3G);
      await use(undefined);
      await cdp.detach().catch(() => undefined);
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
