import { READER_PAGE_STRINGS } from "../../domain/embed/push-strings";
import { EMBED_LANGS, type EmbedLang } from "../../domain/embed/strings";
import { PUSH_BODY_MAX, type PushMessage } from "../../domain/schemas/push";

/** The reader page of a channel, at one post (the anchor the page's posts carry). */
export const readerPostUrl = (publicUrl: string, channelId: string, postId: string) =>
  `${publicUrl}/live/${channelId}#post-${postId}`;

/** The first image of a post's HTML, absolute; null when it has none. */
export function firstImage(html: string, publicUrl: string): string | null {
  const src = /<img\b[^>]*?\ssrc="([^"]+)"/i.exec(html)?.[1];
  if (!src) return null;
  const decoded = src.replace(/&amp;/g, "&");
  try {
    return new URL(decoded, `${publicUrl}/`).href;
  } catch {
    return null;
  }
}

const shorten = (text: string, max: number) => {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
};

export const langOf = (value: string): EmbedLang => EMBED_LANGS.find((l) => l === value) ?? "en";

/** What a subscriber's service worker shows for a post, in the subscriber's language. */
export function pushMessage(
  post: {
    id: string;
    channelId: string;
    channelName: string;
    title: string;
    plainText: string;
    html: string;
  },
  publicUrl: string,
  lang: EmbedLang,
): PushMessage {
  return {
    channelId: post.channelId,
    postId: post.id,
    title: shorten(post.channelName, PUSH_BODY_MAX),
    body: shorten(post.title || post.plainText, PUSH_BODY_MAX),
    url: readerPostUrl(publicUrl, post.channelId, post.id),
    image: firstImage(post.html, publicUrl),
    unsubscribeLabel: READER_PAGE_STRINGS[lang].unsubscribeAction,
  };
}
