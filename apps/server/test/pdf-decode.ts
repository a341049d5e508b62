/**
 * For the label tests: render a PDF page to a PNG with poppler's pdftoppm (as a printer would rasterise it) and
 * read its QR codes and barcodes back with ZXing. A region (fractions of the page) picks one code when a label
 * has several.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatOneDReader,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';

const run = promisify(execFile);

export interface Raster {
  width: number;
  height: number;
  /** One byte of luminance per pixel. */
  gray: Uint8ClampedArray;
}

export async function hasPdftoppm(): Promise<boolean> {
  try {
    await run('pdftoppm', ['-v']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Page `page` (from 1) of the PDF at `dpi`, greyscale. `antialias: false` rasterises like a thermal printer
 * (every dot black or white, any touched dot blackened).
 */
export async function renderPage(
  pdf: Uint8Array,
  page: number,
  dpi: number,
  { antialias = true } = {},
): Promise<Raster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'backroom-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-gray',
      '-png',
      ...(antialias ? [] : ['-aa', 'no', '-aaVector', 'no']),
      '-singlefile',
      file,
      path.join(dir, 'out'),
    ]);
    const png = PNG.sync.read(await readFile(path.join(dir, 'out.png')));
    const gray = new Uint8ClampedArray(png.width * png.height);
    for (let i = 0; i < gray.length; i++) gray[i] = png.data[i * 4]!;
    return { width: png.width, height: png.height, gray };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

function crop(r: Raster, region: Region = { left: 0, top: 0, width: 1, height: 1 }): Raster {
  const x0 = Math.floor(region.left * r.width);
  const y0 = Math.floor(region.top * r.height);
  const w = Math.floor(region.width * r.width);
  const h = Math.floor(region.height * r.height);
  const gray = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    gray.set(r.gray.subarray((y0 + y) * r.width + x0, (y0 + y) * r.width + x0 + w), y * w);
  return { width: w, height: h, gray };
}

function bitmap(r: Raster) {
  return new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(r.gray, r.width, r.height)));
}

const hints = (formats: BarcodeFormat[]) =>
  new Map<DecodeHintType, unknown>([
    [DecodeHintType.TRY_HARDER, true],
    [DecodeHintType.POSSIBLE_FORMATS, formats],
  ]);

/** The QR code's text in the region, or null. */
export function readQr(r: Raster, region?: Region): string | null {
  try {
    return new QRCodeReader().decode(bitmap(crop(r, region)), hints([BarcodeFormat.QR_CODE])).getText();
  } catch {
    return null;
  }
}

/** The linear barcode's text and format in the region, or null. */
export function readBarcode(r: Raster, region?: Region): { text: string; format: string } | null {
  const formats = [BarcodeFormat.CODE_128, BarcodeFormat.EAN_13, BarcodeFormat.UPC_A, BarcodeFormat.EAN_8];
  try {
    const result = new MultiFormatOneDReader(hints(formats)).decode(bitmap(crop(r, region)), hints(formats));
    return { text: result.getText(), format: BarcodeFormat[result.getBarcodeFormat()]! };
  } catch {
    return null;
  }
}
