/**
 * An image's type, width and height read from its header, without decoding a pixel: the check every image the
 * server decodes passes first (docs/security.md, "Images"). Reads PNG (IHDR), GIF (logical screen), WebP
 * (VP8, VP8L, VP8X) and JPEG (the first start-of-frame marker). Null when the header cannot be read.
 */
import { type ImageBounds, withinBounds } from '@backroom/domain/images';
import sharp from 'sharp';
import { type ImageKind, sniffImage } from './sniff';

export interface ImageHeader {
  kind: ImageKind;
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, at: number, text: string) =>
  bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;

function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || !ascii(bytes, 12, 'IHDR')) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gifSize(bytes: Buffer) {
  if (bytes.length < 10) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

function webpSize(bytes: Buffer) {
  if (ascii(bytes, 12, 'VP8 ') && bytes.length >= 30) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (ascii(bytes, 12, 'VP8L') && bytes.length >= 25) {
    const b = (i: number) => bytes[21 + i]!;
    return {
      width: 1 + (b(0) | ((b(1) & 0x3f) << 8)),
      height: 1 + ((b(1) >> 6) | (b(2) << 2) | ((b(3) & 0x0f) << 10)),
    };
  }
  if (ascii(bytes, 12, 'VP8X') && bytes.length >= 30) {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Buffer) {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    const length = bytes.readUInt16BE(at + 2);
    if (SOF.has(marker)) {
      if (at + 9 > bytes.length) return null;
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

export function readImageHeader(bytes: Buffer): ImageHeader | null {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  const size =
    kind.ext === 'png'
      ? pngSize(bytes)
      : kind.ext === 'gif'
        ? gifSize(bytes)
        : kind.ext === 'webp'
          ? webpSize(bytes)
          : jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return null;
  return { kind, ...size };
}

export type HeaderCheck =
  | { ok: true; header: ImageHeader }
  | { ok: false; reason: 'unreadable' }
  | { ok: false; reason: 'tooLarge'; header: ImageHeader };

/** The header, if it can be read and the image is within the bounds. Nothing is decoded. */
export function checkImageHeader(bytes: Buffer, bounds: ImageBounds): HeaderCheck {
  const header = readImageHeader(bytes);
  if (!header) return { ok: false, reason: 'unreadable' };
  if (!withinBounds(header, bounds)) return { ok: false, reason: 'tooLarge', header };
  return { ok: true, header };
}

/**
 * sharp for an image whose header passed `checkImageHeader`: libvips decodes on the libuv pool, off the event
 * loop, and refuses by itself any image larger than the bounds (a header that lied about the size).
 */
export const boundedSharp = (bytes: Buffer, bounds: ImageBounds) =>
  sharp(bytes, { limitInputPixels: bounds.maxPixels });
