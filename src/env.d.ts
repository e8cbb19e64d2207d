/** Build-time settings the app reads (README: Configuration). */
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_HELP_WIDGET_KEY?: string;
  readonly VITE_HELP_WIDGET_URL?: string;
}

declare module "virtual:first-screen-strings/*" {
  /** scripts/first-screen-strings.ts: a language's strings the first screen shows. */
  const strings: Record<string, unknown>;
  export default strings;
}

declare module "virtual:login-page-strings/*" {
  /** scripts/first-screen-strings.ts: a language's strings of the sign-in page. */
  const strings: Record<string, unknown>;
  export default strings;
}

declare module "virtual:route-strings/*" {
  /** scripts/first-screen-strings.ts: a route's strings, or the rest of the language past them. */
  const strings: Record<string, unknown>;
  export default strings;
}

declare module "virtual:chakra-global-css" {
  /** scripts/chakra-global-css.ts: the build's stylesheet of Chakra's global CSS; dev: null. */
  export const href: string | null;
}
