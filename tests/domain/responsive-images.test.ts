import { describe, expect, it } from "vitest";
import { renderHtml } from "../../domain/content/render";
import {
  imageUrl,
  presentImages,
  srcsetOf,
  uploadFilesIn,
} from "../../domain/content/responsive-images";
import { EMBED_IMAGE_SIZES, variantFileName, variantSize } from "../../domain/media-variants";
import type { MediaSettings } from "../../domain/schemas/account";

const FILE = "0d58127c-1500-4ac2-8701-9fcd1c6e84e7.jpg";
const UUID = FILE.slice(0, 36);
const media = (m: Partial<MediaSettings> = {}): MediaSettings => ({
  imageSourceSets: [],
  imageContainerClassName: "",
  imageBasePath: "",
  ...m,
});
const postHtml = (src: string) =>
  renderHtml({ type: "doc", content: [{ type: "image", attrs: { src, alt: "A <b>" } }] });

describe("variant sizes", () => {
  it("fits the image inside the box, keeping its shape, never enlarging", () => {
    expect(variantSize({ width: 1200, height: 800 }, { width: 600, height: 600 })).toEqual({
      width: 600,
      height: 400,
    });
    expect(variantSize({ width: 1200, height: 800 }, { width: 1000, height: 200 })).toEqual({
      width: 300,
      height: 200,
    });
    expect(variantSize({ width: 1200, height: 800 }, { width: 1200, height: 800 })).toBeNull();
    expect(variantSize({ width: 300, height: 200 }, { width: 2000, height: 2000 })).toBeNull();
  });

  it("names a variant for its box", () => {
    expect(variantFileName(FILE, { width: 800, height: 600 })).toBe(`${UUID}_800x600.jpg`);
  });
});

describe("srcset", () => {
  it("lists smaller variants and the original by width, each width once", () => {
    const sets = [
      { width: 600, height: 600 },
      { width: 600, height: 5000 },
      { width: 300, height: 300 },
      { width: 4000, height: 4000 },
    ];
    expect(
      srcsetOf(FILE, { width: 1200, height: 800 }, { imageSourceSets: sets, imageBasePath: "" }),
    ).toBe(
      `/uploads/${UUID}_300x300.jpg 300w, /uploads/${UUID}_600x600.jpg 600w, /uploads/${FILE} 1200w`,
    );
  });

  it("puts the base path in front of the file name, with or without a trailing slash", () => {
    expect(imageUrl(FILE, "https://cdn.example.com/img/")).toBe(
      `https://cdn.example.com/img/${FILE}`,
    );
    expect(imageUrl(FILE, "/media")).toBe(`/media/${FILE}`);
    expect(imageUrl(FILE, "")).toBe(`/uploads/${FILE}`);
  });
});

describe("presentImages", () => {
  const sizes = new Map([[FILE, { width: 1200, height: 800 }]]);

  it("finds the uploads a post shows", () => {
    expect(uploadFilesIn(postHtml(`/uploads/${FILE}`) + postHtml("https://x.test/a.jpg"))).toEqual([
      FILE,
    ]);
  });

  it("adds srcset, sizes, size, class and base path to an uploaded image", () => {
    const html = presentImages(
      postHtml(`/uploads/${FILE}`),
      media({
        imageSourceSets: [{ width: 600, height: 600 }],
        imageContainerClassName: "np-img",
        imageBasePath: "https://cdn.example.com",
      }),
      sizes,
    );
    expect(html).toBe(
      `<figure class="post-image np-img"><img src="https://cdn.example.com/${FILE}"` +
        ` srcset="https://cdn.example.com/${UUID}_600x600.jpg 600w, https://cdn.example.com/${FILE} 1200w"` +
        ` sizes="${EMBED_IMAGE_SIZES}" width="1200" height="800" alt="A &lt;b&gt;" loading="lazy"></figure>`,
    );
  });

  it("gives an image from elsewhere only the class, and leaves unknown sizes without srcset", () => {
    const settings = media({
      imageSourceSets: [{ width: 600, height: 600 }],
      imageContainerClassName: "np-img",
      imageBasePath: "/cdn",
    });
    expect(presentImages(postHtml("https://x.test/a.jpg"), settings, sizes)).toContain(
      '<figure class="post-image np-img"><img src="https://x.test/a.jpg" alt=',
    );
    const unknown = presentImages(
      postHtml(`/uploads/${UUID.replace("0d", "ff")}.jpg`),
      settings,
      sizes,
    );
    expect(unknown).toContain(`src="/cdn/${UUID.replace("0d", "ff")}.jpg" alt=`);
    expect(unknown).not.toContain("srcset");
  });

  it("changes nothing without settings but the upload's size", () => {
    expect(presentImages(postHtml(`/uploads/${FILE}`), media(), sizes)).toBe(
      `<figure class="post-image"><img src="/uploads/${FILE}" width="1200" height="800" alt="A &lt;b&gt;" loading="lazy"></figure>`,
    );
  });
});
