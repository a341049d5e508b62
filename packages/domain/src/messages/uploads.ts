/** Messages of the uploads area (server answers and screens): contract texts, kept byte for byte. */
import { SIGNATURE_IMAGE, UPLOAD_IMAGE } from '../images';

const n = (value: number) => value.toLocaleString('en-US');

// from apps/server/src/features/uploads/routes.ts
export const UPLOAD_MESSAGES = {
  noFile: 'Choose an image to upload.',
  notImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  tooLarge: 'Images must be 8 MB or smaller.',
  unreadable: 'This image could not be read.',
} as const;

export const IMAGE_MESSAGES = {
  signatureTooLarge: (width: number, height: number) =>
    `The drawn signature is ${n(width)} × ${n(height)} pixels; a signature can be at most ` +
    `${n(SIGNATURE_IMAGE.maxWidth)} × ${n(SIGNATURE_IMAGE.maxHeight)}. Clear the box and draw it again.`,
  signatureUnreadable: 'The drawn signature could not be read. Clear the box and draw it again.',
  uploadTooLarge: (width: number, height: number) =>
    `This image is ${n(width)} × ${n(height)} pixels; images can be at most ${n(UPLOAD_IMAGE.maxWidth)} pixels ` +
    `on a side and ${n(UPLOAD_IMAGE.maxPixels / 1_000_000)} megapixels. Make it smaller and upload it again.`,
} as const;
