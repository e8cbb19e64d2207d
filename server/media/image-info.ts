/**
 * Image type and size from the first bytes of a file: the file name and the declared
 * content type are never trusted. Small parsers for the four accepted formats, no native deps.
 */
export type ImageType = "image/jpeg" | "image/png" | "image/gif" | "image/webp";

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

export const CONTENT_TYPE_BY_EXTENSION: Record<string, ImageType> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

export interface ImageInfo {
  type: ImageType;
  width: number | null;
  height: number | null;
}

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, at: number, length: number) =>
  buf.length >= at + length ? buf.toString("latin1", at, at + length) : "";

/** The format by magic bytes, or null for anything else. */
export function sniffImageType(buf: Buffer): ImageType | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(buf, 0, 6) === "GIF87a" || ascii(buf, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(buf, 0, 4) === "RIFF" && ascii(buf, 8, 4) === "WEBP") return "image/webp";
  return null;
}

type Size = { width: number; height: number } | null;

function pngSize(buf: Buffer): Size {
  if (buf.length < 24 || ascii(buf, 12, 4) !== "IHDR") return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

function gifSize(buf: Buffer): Size {
  if (buf.length < 10) return null;
  return { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) };
}

/** Walks the JPEG segments to the first start-of-frame marker. */
function jpegSize(buf: Buffer): Size {
  let at = 2;
  while (at + 4 <= buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, RSTn, SOI, EOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    const length = buf.readUInt16BE(at + 2);
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > buf.length) return null;
      return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function webpSize(buf: Buffer): Size {
  const chunk = ascii(buf, 12, 4);
  if (chunk === "VP8 " && buf.length >= 30) {
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === "VP8L" && buf.length >= 25 && buf[20] === 0x2f) {
    const b1 = buf[22]!;
    const b2 = buf[23]!;
    const b3 = buf[24]!;
    return {
      width: 1 + (((b1 & 0x3f) << 8) | buf[21]!),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    };
  }
  if (chunk === "VP8X" && buf.length >= 30) {
    return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  }
  return null;
}

/** Type and dimensions, or null when the bytes are not one of the accepted formats. */
export function imageInfo(buf: Buffer): ImageInfo | null {
  const type = sniffImageType(buf);
  if (!type) return null;
  let size: Size = null;
  try {
    size =
      type === "image/png"
        ? pngSize(buf)
        : type === "image/gif"
          ? gifSize(buf)
          : type === "image/jpeg"
            ? jpegSize(buf)
            : webpSize(buf);
  } catch {
    size = null; // truncated header: keep the type, leave the size unknown
  }
  return { type, width: size?.width ?? null, height: size?.height ?? null };
}
