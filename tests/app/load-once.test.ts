import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "../../src/lib/load-once";

describe("loadOnce", () => {
  it("imports once for every caller, and then answers synchronously", async () => {
    const importer = vi.fn(() => Promise.resolve({ name: "chunk" }));
    const chunk = loadOnce(importer);
    expect(chunk.loaded()).toBeNull();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(chunk.loaded()).toBe(a);
    await chunk.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("forgets a failed import, so the next call tries again", async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ name: "chunk" });
    const chunk = loadOnce(importer);
    await expect(chunk.load()).rejects.toThrow("Failed to fetch");
    expect(chunk.loaded()).toBeNull();
    await expect(chunk.load()).resolves.toEqual({ name: "chunk" });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(chunk.loaded()).toEqual({ name: "chunk" });
  });
});
