import { href } from "virtual:chakra-global-css";

function applyStylesheet(url: string): Promise<void> {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = url;
  const applied = new Promise<void>((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    // A screen without the base styles still beats no screen at all.
    link.addEventListener("error", () => resolve(), { once: true });
  });
  // After the splash's `boot` layer, so Chakra's layers keep coming after it.
  document.head.append(link);
  return applied;
}

/**
 * Resolves once Chakra's global CSS applies: in a build, the stylesheet made at build time
 * (scripts/chakra-global-css.ts, already preloaded by index.html); in dev and tests at once,
 * since ChakraProvider inserts it there. The first render waits for it.
 */
export const chakraGlobalCssReady: Promise<void> = href ? applyStylesheet(href) : Promise.resolve();
