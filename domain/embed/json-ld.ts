/**
 * The schema.org `LiveBlogPosting` of a channel, built the same way by the server (the reader
 * page, the render API) and by the in-page embed script, which keeps the host page's copy
 * current as posts arrive, change and go.
 */
import type { Post } from "../schemas/post";
import { plainText } from "./shared";

export type JsonLdPost = Pick<
  Post,
  "id" | "title" | "html" | "createdUtc" | "updatedUtc" | "authorName" | "keyEvent"
>;

export interface BlogPostingLd {
  "@type": "BlogPosting";
  headline: string;
  datePublished: string;
  dateModified: string;
  articleBody: string;
  url: string;
  author?: { "@type": "Person"; name: string };
}

export type LiveBlogPostingLd = {
  "@context": "https://schema.org";
  "@type": "LiveBlogPosting";
  headline: string;
  url: string;
  coverageStartTime: string;
  coverageEndTime?: string;
  dateModified?: string;
  liveBlogUpdate: BlogPostingLd[];
};

/** Where a post is on a page: the reader page's own `#post-<id>`, the host page's `#ticker-post-<id>`. */
export const postUrl = (pageUrl: string, anchor: string, id: string) =>
  `${pageUrl.replace(/#.*$/, "")}#${anchor}${id}`;

export function blogPosting(
  p: JsonLdPost,
  channelName: string,
  pageUrl: string,
  anchor: string,
): BlogPostingLd {
  return {
    "@type": "BlogPosting",
    headline: p.title || plainText(p.html).slice(0, 110) || channelName,
    datePublished: p.createdUtc,
    dateModified: p.updatedUtc,
    articleBody: plainText(p.html),
    url: postUrl(pageUrl, anchor, p.id),
    ...(p.authorName ? { author: { "@type": "Person", name: p.authorName } } : {}),
  };
}

const newestFirst = (a: BlogPostingLd, b: BlogPostingLd) =>
  Date.parse(b.datePublished) - Date.parse(a.datePublished);

/** Key events first, then the others; each group newest first. */
export function orderUpdates(
  entries: readonly { update: BlogPostingLd; key: boolean }[],
): BlogPostingLd[] {
  const group = (key: boolean) =>
    entries
      .filter((e) => e.key === key)
      .map((e) => e.update)
      .sort(newestFirst);
  return [...group(true), ...group(false)];
}

/** The latest change of any update: when the live blog last changed. */
export function lastModified(updates: readonly BlogPostingLd[]): string | undefined {
  let latest: string | undefined;
  for (const u of updates)
    if (!latest || Date.parse(u.dateModified) > Date.parse(latest)) latest = u.dateModified;
  return latest;
}

export function liveBlogPosting(input: {
  name: string;
  pageUrl: string;
  coverageStartTime: string;
  coverageEndTime?: string | null;
  updates: BlogPostingLd[];
}): LiveBlogPostingLd {
  const modified = lastModified(input.updates);
  return {
    "@context": "https://schema.org",
    "@type": "LiveBlogPosting",
    headline: input.name,
    url: input.pageUrl,
    coverageStartTime: input.coverageStartTime,
    ...(input.coverageEndTime ? { coverageEndTime: input.coverageEndTime } : {}),
    ...(modified ? { dateModified: modified } : {}),
    liveBlogUpdate: input.updates,
  };
}
