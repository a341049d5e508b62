/**
 * A drawn signature made safe to put in the PDF: its PNG header is read first and a signature larger than a
 * signature pad is refused before any decoding; then sharp (libvips, on the libuv pool, off the event loop)
 * scales it down to a small PNG, which is all pdf-lib, decoding on the main thread, ever sees.
 */
import { SIGNATURE_IMAGE, SIGNATURE_PDF_BOX } from '@backroom/domain/images';
import { IMAGE_MESSAGES } from '@backroom/domain/messages/uploads';
import { badInput } from '../../http/errors';
import { boundedSharp, checkImageHeader } from '../uploads';

export async function signatureForPdf(dataUrl: string): Promise<Uint8Array> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const check = checkImageHeader(bytes, SIGNATURE_IMAGE);
  if (!check.ok && check.reason === 'tooLarge')
    throw badInput(IMAGE_MESSAGES.signatureTooLarge(check.header.width, check.header.height));
  if (!check.ok || check.header.kind.ext !== 'png') throw badInput(IMAGE_MESSAGES.signatureUnreadable);
  try {
    const png = await boundedSharp(bytes, SIGNATURE_IMAGE)
      .resize(SIGNATURE_PDF_BOX.width, SIGNATURE_PDF_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
  } catch {
    throw badInput(IMAGE_MESSAGES.signatureUnreadable);
  }
}
