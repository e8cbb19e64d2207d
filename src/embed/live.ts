/**
 * The reader embed's live script (no framework): keeps the server-rendered page live over
 * the public event stream, falls back to polling, shows "N new posts" when the reader has
 * scrolled, ticks the countdown, tells the host page its height, loads more posts and
 * sends reader contributions. Post HTML comes sanitized from the server; every other text
 * is set with textContent or escaped. Each job is a module of `live/`; this entry starts them
 * in order, and esbuild bundles them into the one script the page loads.
 */
// biome-ignore-all assist/source/organizeImports: the imports' order is the order esbuild lays the modules out in, and this one gzips smallest (the script the reader downloads).
import { followLinks, jumpTo } from "./live/load-more";
import { followHeight } from "./live/height";
import { startCountdown } from "./live/countdown";
import { contributionForm } from "./live/contribution-form";
import { plugins } from "./live/addons";
import { apply } from "./live/events";
import { followKeyEvents } from "./live/key-events";
import { feed, followFeed } from "./live/feed";
import { follow } from "./live/stream";
import { startSchema } from "./live/schema";
import { host } from "./live/page";

plugins.decorate(feed);
followHeight();
followFeed();
followKeyEvents();
startCountdown();
follow(apply);
followLinks();
void contributionForm();

startSchema();

// A shared post link (the socialShare plugin, the JSON-LD) opens at that post, loading older
// pages until it is there: #post-<id> on the reader page, #ticker-post-<id> in a host page,
// where it names no element of the host's own.
const permalink = host ? /^#ticker-post-([0-9a-fA-F-]{36})$/ : /^#post-([0-9a-fA-F-]{36})$/;
const openLinked = () => {
  const linked = permalink.exec(window.location.hash);
  if (linked?.[1]) void jumpTo(linked[1]);
};
openLinked();
window.addEventListener("hashchange", openLinked);
