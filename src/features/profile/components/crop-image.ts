/** The part of the image the user framed, in the image's own pixels (react-easy-crop's area). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Profile photos are shown at most at 3.5rem; twice that for sharp screens, with headroom. */
export const AVATAR_OUTPUT_SIZE = 384;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be read"));
    image.src = src;
  });
}

/**
 * Draws the framed square onto a canvas and encodes it as JPEG on white (photos compress well
 * and a transparent PNG would show the avatar colour through it).
 */
export async function cropToSquare(
  src: string,
  area: PixelArea,
  size = AVATAR_OUTPUT_SIZE,
): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = "high";
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded"))),
      "image/jpeg",
      0.9,
    ),
  );
}
