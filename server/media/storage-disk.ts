import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { MediaStorage } from "./storage";

/** DATA_DIR/uploads: the single-machine default (PGlite), one file per upload. */
export function diskStorage(dir: string): MediaStorage {
  return {
    kind: "disk",
    async put(fileName, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, fileName), bytes, { flag: "wx" });
    },
    async get(fileName) {
      const path = join(dir, fileName);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size };
    },
    async delete(fileName) {
      await rm(join(dir, fileName), { force: true });
    },
  };
}
