/**
 * The account's additions to the page: reader-side extensions (their scripts follow this one
 * and register here) and plugins (polls, share links: docs/plugins.md). Each new or loaded post
 * goes through both.
 */
import { installEmbedExtensions } from "../extensions/runtime";
import { installPlugins } from "../plugins";
import { postHeight } from "./height";
import { boot, root, s } from "./page";

export const extensions = installEmbedExtensions(boot, () => postHeight(), root);
export const plugins = installPlugins(boot, s, () => postHeight(), root);

export function decorate(el: HTMLElement): void {
  plugins.decorate(el);
  extensions.decorate(el);
}
