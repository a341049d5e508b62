/**
 * How big an image the server agrees to decode, by use. The server reads the width and height from the file's
 * header and refuses a larger image before decoding a pixel (docs/security.md, "Images"): a PNG of zeros of
 * 12,000 × 12,000 pixels is 140 kB on the wire and 144 MB once decoded.
 */
export interface ImageBounds {
  maxWidth: number;
  maxHeight: number;
  /** Width × height. */
  maxPixels: number;
}

/**
 * A drawn signature. The web's pad (apps/web/src/shared/agreement/SignaturePad.tsx) draws 480 × 160 pixels;
 * the bounds leave room for a client that draws at four times that on a high-density screen.
 */
export const SIGNATURE_IMAGE: ImageBounds = { maxWidth: 2000, maxHeight: 1000, maxPixels: 2_000_000 };

/** The signature as it goes into the agreement PDF: scaled down to fit this box first. */
export const SIGNATURE_PDF_BOX = { width: 600, height: 200 } as const;

/**
 * Uploaded images (product pictures, store logos): a 48-megapixel phone photo (8,000 × 6,000) fits, and so does
 * a long banner of 10,000 pixels.
 */
export const UPLOAD_IMAGE: ImageBounds = { maxWidth: 10_000, maxHeight: 10_000, maxPixels: 50_000_000 };

/** Whether an image of this size is within the bounds. */
export function withinBounds(size: { width: number; height: number }, bounds: ImageBounds): boolean {
  return (
    size.width >= 1 &&
    size.height >= 1 &&
    size.width <= bounds.maxWidth &&
    size.height <= bounds.maxHeight &&
    size.width * size.height <= bounds.maxPixels
  );
}
