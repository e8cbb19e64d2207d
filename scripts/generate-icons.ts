/**
 * Draws the Ticker mark (a bold white "T" with a live dot on the brand red) into the PNG icons
 * under public/icons. Run `npm run icons` after changing the mark; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";

const BRAND: Rgb = [0xb9, 0x1c, 0x1c];
const WHITE: Rgb = [0xff, 0xff, 0xff];
type Rgb = [number, number, number];

interface Mark {
  /** Fraction of the icon the glyph may use (maskable icons keep to the 80 % safe zone). */
  scale: number;
  /** Corner radius as a fraction of the size; 0 = full-bleed square. */
  radius: number;
}

/** Coverage of one sample point in a unit square: 0 = transparent, 1 = brand, 2 = white. */
function sample(x: number, y: number, { scale, radius }: Mark): 0 | 1 | 2 {
  if (radius > 0) {
    const cx = Math.min(Math.max(x, radius), 1 - radius);
    const cy = Math.min(Math.max(y, radius), 1 - radius);
    if ((x - cx) ** 2 + (y - cy) ** 2 > radius ** 2) return 0;
  }
  // Glyph coordinates centred on the icon, in [-0.5, 0.5] of the usable area.
  const u = (x - 0.5) / scale;
  const v = (y - 0.5) / scale;
  const bar = v >= -0.32 && v <= -0.16 && u >= -0.3 && u <= 0.22;
  const stem = u >= -0.12 && u <= 0.04 && v >= -0.32 && v <= 0.34;
  const dot = (u - 0.25) ** 2 + (v - 0.22) ** 2 <= 0.085 ** 2;
  return bar || stem || dot ? 2 : 1;
}

function render(size: number, mark: Mark): Buffer {
  const SS = 4; // 4×4 supersampling for smooth edges
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const hit = sample((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size, mark);
          if (hit === 0) continue;
          const [cr, cg, cb] = hit === 2 ? WHITE : BRAND;
          r += cr;
          g += cg;
          b += cb;
          a += 1;
        }
      }
      const o = 1 + px * 4;
      row[o] = a ? Math.round(r / a) : 0;
      row[o + 1] = a ? Math.round(g / a) : 0;
      row[o + 2] = a ? Math.round(b / a) : 0;
      row[o + 3] = Math.round((a / (SS * SS)) * 255);
    }
    rows.push(row);
  }
  return encodePng(size, size, Buffer.concat(rows));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function encodePng(width: number, height: number, raw: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const outDir = join(import.meta.dirname, "..", "public", "icons");
mkdirSync(outDir, { recursive: true });
const rounded: Mark = { scale: 1, radius: 0.18 };
const maskable: Mark = { scale: 0.72, radius: 0 };
const icons: [string, number, Mark][] = [
  ["icon-192.png", 192, rounded],
  ["icon-512.png", 512, rounded],
  ["maskable-512.png", 512, maskable],
  ["apple-touch-icon.png", 180, maskable],
];
for (const [name, size, mark] of icons) writeFileSync(join(outDir, name), render(size, mark));
console.log(`Wrote ${icons.length} icons to ${outDir}`);
