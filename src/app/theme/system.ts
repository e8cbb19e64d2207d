import { createSystem } from "@chakra-ui/react";
import { themeConfigs } from "./config";

/**
 * In a build, the system's global CSS (reset, base styles, token variables) is not made here
 * but shipped as a stylesheet made at build time: scripts/chakra-global-css.ts.
 */
export const system = createSystem(...themeConfigs);
