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

type Tree = { readonly [key: string]: string | Tree };

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

function merge(a: Tree, b: Tree): Tree {
  const out: Record<string, string | Tree> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = typeof prev === "object" && typeof v === "object" ? merge(prev, v) : v;
  }
  return out;
}
