/** A rectangle of an image, in its own pixels (react-easy-crop's `Area`). */
export type CropArea = { x: number; y: number; width: number; height: number };

/**
 * Draws `area` of the image at `src` onto a canvas no wider than `maxWidth` (smaller areas keep their own size,
 * the shape is kept): what the avatar's crop and the gallery's cropper encode.
 */
export async function drawCrop(src: string, area: CropArea, maxWidth: number): Promise<HTMLCanvasElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const scale = Math.min(1, maxWidth / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return canvas;
}
