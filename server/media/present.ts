import {
  contributionSrcset,
  presentImages,
  uploadFileOf,
  uploadFilesIn,
} from "../../domain/content/responsive-images";
import type { PixelSize } from "../../domain/media-variants";
import type { MediaSettings } from "../../domain/schemas/account";
import { mediaOf } from "../accounts/settings-map";
import type { EventRow } from "../repositories/live-events";
import type { uploadsRepository } from "../repositories/uploads";

type Uploads = Pick<ReturnType<typeof uploadsRepository>, "sizesOf" | "settingsOfChannels">;

/** The sizes of every upload these HTML fragments show as post images. */
export function sizesFor(
  uploads: Uploads,
  htmls: readonly string[],
): Promise<Map<string, PixelSize>> {
  return uploads.sizesOf([...new Set(htmls.flatMap(uploadFilesIn))]);
}

/** Post HTML as readers get it now: the media settings applied (domain/content/responsive-images). */
export async function presentHtmls(
  uploads: Uploads,
  media: MediaSettings,
  htmls: readonly string[],
): Promise<string[]> {
  const sizes = await sizesFor(uploads, htmls);
  return htmls.map((html) => presentImages(html, media, sizes));
}

/** Reader contributions as readers get them: an uploaded image gets its srcset. */
export async function presentContributions<T extends { imageUrl?: string | null }>(
  uploads: Uploads,
  media: MediaSettings,
  list: readonly T[],
): Promise<(T & { imageSrcset?: string })[]> {
  const files = list.flatMap((c) => (c.imageUrl ? [uploadFileOf(c.imageUrl)] : []));
  const known = files.filter((f): f is string => f !== null);
  if (known.length === 0 || media.imageSourceSets.length === 0) return [...list];
  const sizes = await uploads.sizesOf(known);
  return list.map((c) => {
    const imageSrcset = contributionSrcset(c.imageUrl ?? null, media, sizes);
    return imageSrcset ? { ...c, imageSrcset } : c;
  });
}

const htmlOf = (data: unknown): string | null => {
  const html = (data as { html?: unknown } | null)?.html;
  return typeof html === "string" && html.includes('class="post-image"') ? html : null;
};

const contributionImageOf = (row: EventRow): string | null => {
  if (!row.type.startsWith("contribution.")) return null;
  const url = (row.data as { imageUrl?: unknown } | null)?.imageUrl;
  return typeof url === "string" ? uploadFileOf(url) : null;
};

/**
 * Live events as they leave the server (stream, replay, polling): the `html` of a post or
 * top text they carry gets the channel's account's current media settings, as the embed page
 * does, and a reader contribution's uploaded image its srcset. Events are stored as written,
 * so a settings change reaches them too. One lookup of settings and one of sizes per batch,
 * shared by every reader the batch goes to.
 */
export async function presentEventImages(uploads: Uploads, rows: EventRow[]): Promise<EventRow[]> {
  const touched = rows.filter((r) => htmlOf(r.data) !== null || contributionImageOf(r) !== null);
  if (touched.length === 0) return rows;
  const files = touched.flatMap((r) => {
    const html = htmlOf(r.data);
    return html === null ? [contributionImageOf(r)!] : uploadFilesIn(html);
  });
  const [settings, sizes] = await Promise.all([
    uploads.settingsOfChannels([...new Set(touched.map((r) => r.channel_id))]),
    uploads.sizesOf([...new Set(files)]),
  ]);
  return rows.map((row) => {
    const html = htmlOf(row.data);
    const image = contributionImageOf(row);
    if (html === null && image === null) return row;
    const media = mediaOf(settings.get(row.channel_id) ?? {});
    const data = row.data as Record<string, unknown>;
    if (html !== null)
      return { ...row, data: { ...data, html: presentImages(html, media, sizes) } };
    const imageSrcset = contributionSrcset(data.imageUrl as string, media, sizes);
    return imageSrcset ? { ...row, data: { ...data, imageSrcset } } : row;
  });
}
