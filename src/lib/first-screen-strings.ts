/**
 * The strings the app's first screen can show before any other chunk has loaded: the
 * logged-out layouts, the shell around every route (guard, error and not-found pages,
 * spinner) and the tab titles. They ship in the entry; every other screen waits for the whole
 * language (src/app/routes/lazy-modules.ts). A namespace or a subtree, as a dotted path into
 * locales/en.json.
 */
export const FIRST_SCREEN_KEYS: readonly string[] = [
  "app",
  "common",
  "languages",
  "header",
  "auth",
  "forms.errors",
  "pages",
  "errors.noChannelAccess",
  "errors.noChannelAccessHint",
  "errors.profileUnavailable",
  "errors.profileUnavailableHint",
  "errors.pageNotFound",
  "errors.pageNotFoundDefault",
  "errors.internalServerError",
  "errors.somethingWentWrong",
  "errors.backHome",
  "invitations.onboarding.create",
  "channels.title",
  "suite.title",
  "suite.tabs",
];

/**
 * The sign-in page's strings (src/login): it is a page of its own, outside the React app, and
 * carries both languages in its few kilobytes of script.
 */
export const LOGIN_PAGE_KEYS: readonly string[] = [
  "app.name",
  "languages",
  "header.language",
  "header.toggleTheme",
  "auth.login",
  "forms.errors.required",
  "forms.errors.maxLength",
];

/**
 * What the app layout (header, banners) shows around a page: its menus are in the same chunk.
 * And every error message (~2.5 KB brotli): a failed action's, a failed draft's, an extension's
 * that failed to start; one may come before the rest of the language.
 */
const APP_LAYOUT_KEYS = ["menu", "offline", "signInAs", "extensionRuntime", "errors"];

/**
 * The strings of the screens that resolve before the whole language (src/lib/i18n.ts,
 * `loadRouteStrings`), over the first screen's: everything their own chunks render, and the
 * parts they load on use (menus, the editor, the channel editors' panel), so they can paint
 * while the rest of the language (~15 KB brotli) waits until after the first paint. Whole
 * namespaces rather than keys: a string a screen shows only in some state is still there.
 * Dialogs of other features (tags, profile) wait for the whole language (`withEveryString`).
 * e2e/route-strings.spec.ts renders the screens with only these and checks no key is missing.
 */
export const ROUTE_STRING_KEYS = {
  /** The channels list in the default layout (which other routes share: it is covered here). */
  channels: [...APP_LAYOUT_KEYS, "channels"],
  /** The publishing suite's layout and its four tabs, with the editor and its panels. */
  suite: [
    ...APP_LAYOUT_KEYS,
    "suite",
    "posts",
    "drafts",
    "live",
    "contributions",
    "channelEditors",
    "keyEvents",
    "polls",
    "ai",
  ],
} as const satisfies Record<string, readonly string[]>;

export type RouteStrings = keyof typeof ROUTE_STRING_KEYS;

export type Tree = { readonly [key: string]: string | Tree };

/** The part of a language's strings under the given dotted paths, in the same shape. */
export function pickStrings(tree: Tree, paths: readonly string[]): Tree {
  let picked: Tree = {};
  for (const path of paths) {
    const steps = path.split(".");
    let node: string | Tree | undefined = tree;
    for (const step of steps) node = typeof node === "object" ? node[step] : undefined;
    if (node === undefined) throw new Error(`No strings under "${path}"`);
    picked = merge(
      picked,
      steps.reduceRight<string | Tree>((inner, step) => ({ [step]: inner }), node) as Tree,
    );
  }
  return picked;
}

/**
 * A route's strings past the first screen's (`part` "own"), or the rest of the language past
 * both ("rest"): with the first screen's, the three are the whole language, each string once.
 */
export function routeStrings(all: Tree, set: RouteStrings, part: "own" | "rest"): Tree {
  const first = pickStrings(all, FIRST_SCREEN_KEYS);
  const own = subtractStrings(pickStrings(all, ROUTE_STRING_KEYS[set]), first);
  return part === "own" ? own : subtractStrings(subtractStrings(all, first), own);
}

/** `tree` without the strings `drop` has (a tree of the same shape); empty subtrees go too. */
function subtractStrings(tree: Tree, drop: Tree): Tree {
  const out: Record<string, string | Tree> = {};
  for (const [k, v] of Object.entries(tree)) {
    const d = drop[k];
    if (d === undefined) out[k] = v;
    else if (typeof v === "object" && typeof d === "object") {
      const inner = subtractStrings(v, d);
      if (Object.keys(inner).length > 0) out[k] = inner;
    }
  }
  return out;
}

function merge(a: Tree, b: Tree): Tree {
  const out: Record<string, string | Tree> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = typeof prev === "object" && typeof v === "object" ? merge(prev, v) : v;
  }
  return out;
}
