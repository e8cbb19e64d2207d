/**
 * The host page's `LiveBlogPosting` (in a host page only): put into its head unless the host
 * element says `data-inject-schema="off"`, or says `auto` (the default) and the page carries a
 * LiveBlogPosting of its own; then kept current as posts arrive, change and go, with key
 * events first and each group newest first (domain/embed/json-ld.ts, as the server builds it).
 */
import {
  type BlogPostingLd,
  blogPosting,
  type JsonLdPost,
  type LiveBlogPostingLd,
  lastModified,
  orderUpdates,
} from "../../../domain/embed/json-ld";
import { $, boot, doc, host } from "./page";

/** What the render puts beside the boot data: the JSON-LD and which of its posts are key events. */
export interface SchemaSeed {
  ld: LiveBlogPostingLd;
  keys: string[];
}

const ID_IN_URL = /#(?:ticker-)?post-([0-9a-fA-F-]{36})$/;

let ld: LiveBlogPostingLd | null = null;
let tag: HTMLScriptElement | null = null;
const entries = new Map<string, { update: BlogPostingLd; key: boolean }>();

const ldScripts = () =>
  Array.from(doc.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'));

/** Whether a JSON-LD block (or any object in its graph) is a LiveBlogPosting. */
function isLiveBlog(text: string | null): boolean {
  try {
    const found: unknown[] = [JSON.parse(text ?? "null")];
    while (found.length) {
      const item = found.pop();
      if (Array.isArray(item)) found.push(...item);
      else if (item && typeof item === "object") {
        const o = item as Record<string, unknown>;
        const type = o["@type"];
        if (type === "LiveBlogPosting" || (Array.isArray(type) && type.includes("LiveBlogPosting")))
          return true;
        if (o["@graph"]) found.push(o["@graph"]);
      }
    }
  } catch {
    /* not ours to judge: a broken block is no LiveBlogPosting */
  }
  return false;
}

function write(): void {
  if (!ld || !tag) return;
  const updates = orderUpdates([...entries.values()]);
  const modified = lastModified(updates);
  ld = { ...ld, liveBlogUpdate: updates, ...(modified ? { dateModified: modified } : {}) };
  tag.textContent = JSON.stringify(ld);
}

export function startSchema(): void {
  if (!host) return;
  const mode = host.dataset.injectSchema ?? "auto";
  if (mode === "off") return;
  const selector = `script[type="application/ld+json"][data-ticker-schema="${CSS.escape(boot.channelId)}"]`;
  // A CMS that printed the render's JSON-LD marks it so: it is ours to keep current.
  tag = doc.head.querySelector<HTMLScriptElement>(selector);
  let seed: SchemaSeed;
  try {
    seed = JSON.parse($("#t-schema")?.textContent ?? "null") as SchemaSeed;
  } catch {
    return;
  }
  if (!seed?.ld) return;
  if (tag) {
    try {
      seed = { ...seed, ld: JSON.parse(tag.textContent ?? "") as LiveBlogPostingLd };
    } catch {
      /* a broken copy is replaced with the render's */
    }
  } else {
    if (mode !== "always" && ldScripts().some((s) => isLiveBlog(s.textContent))) return;
    tag = doc.createElement("script");
    tag.type = "application/ld+json";
    tag.dataset.tickerSchema = boot.channelId;
    doc.head.append(tag);
  }
  ld = seed.ld;
  const keys = new Set(seed.keys);
  for (const update of ld.liveBlogUpdate) {
    const id = ID_IN_URL.exec(update.url)?.[1];
    if (id) entries.set(id, { update, key: keys.has(id) });
  }
  write();
}

/** A post published or changed. */
export function schemaPost(post: JsonLdPost): void {
  if (!ld) return;
  entries.set(post.id, {
    update: blogPosting(post, ld.headline, ld.url, boot.anchor ?? "post-"),
    key: post.keyEvent,
  });
  write();
}

export function schemaRemove(id: string): void {
  if (ld && entries.delete(id)) write();
}

/** The channel renamed, or its coverage ended. */
export function schemaChannel(data: { name?: unknown; coverageEndedUtc?: unknown }): void {
  if (!ld) return;
  if (typeof data.name === "string") ld = { ...ld, headline: data.name };
  if (typeof data.coverageEndedUtc === "string")
    ld = { ...ld, coverageEndTime: data.coverageEndedUtc };
  write();
}
