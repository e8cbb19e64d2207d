import { createSystem, type SystemContext } from "@chakra-ui/react";
import { themeConfigs } from "./config";

let built: SystemContext | null = null;

/**
 * Chakra's system, made on first use rather than as the module loads: building its token
 * dictionary is one of the longest steps of a page's boot, and main.tsx gives it a task of
 * its own. In a build, the system's global CSS (reset, base styles, token variables) is not
 * made here but shipped as a stylesheet made at build time: scripts/chakra-global-css.ts.
 */
export function appSystem(): SystemContext {
  built ??= createSystem(...themeConfigs);
  return built;
}
