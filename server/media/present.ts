import { presentImages, uploadFilesIn } from "../../domain/content/responsive-images";
import type { PixelSize } from "../../domain/media-variants";
import type { MediaSettings } from "../../domain/schemas/account";
import type { EventRow } from "../live/record";
import type { uploadsRepository } from "../repositories/uploads";
import { mediaOf } from "../routes/accounts/settings-map";

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

const htmlOf = (data: unknown): string | null => {
  const html = (data as { html?: unknown } | null)?.html;
  return typeof html === "string" && html.includes('class="post-image"') ? html : null;
};

/**
 * Live events as they leave the server (stream, replay, polling): the `html` of a post or
 * top text they carry gets the channel's account's current media settings, as the embed page
 * does. Events are stored as written, so a settings change reaches them too. One lookup of
 * settings and one of sizes per batch, shared by every reader the batch goes to.
 */
export async function presentEventImages(uploads: Uploads, rows: EventRow[]): Promise<EventRow[]> {
  const touched = rows.filter((r) => htmlOf(r.data) !== null);
  if (touched.length === 0) return rows;
  const [settings, sizes] = await Promise.all([
    uploads.settingsOfChannels([...new Set(touched.map((r) => r.channel_id))]),
    sizesFor(
      uploads,
      touched.map((r) => htmlOf(r.data)!),
    ),
  ]);
  return rows.map((row) => {
    const html = htmlOf(row.data);
    if (html === null) return row;
    const media = mediaOf(settings.get(row.channel_id) ?? {});
    return { ...row, data: { ...(row.data as object), html: presentImages(html, media, sizes) } };
  });
}
