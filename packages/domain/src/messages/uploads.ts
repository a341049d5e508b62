/** Messages of the uploads area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/uploads/routes.ts
export const UPLOAD_MESSAGES = {
  noFile: 'Choose an image to upload.',
  notImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  tooLarge: 'Images must be 8 MB or smaller.',
  unreadable: 'This image could not be read.',
} as const;
