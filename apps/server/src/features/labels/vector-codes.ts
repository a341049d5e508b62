/**
 * QR codes and linear barcodes drawn as filled PDF rectangles (no raster images), so a 203 dpi thermal printer
 * prints sharp edges. Module sizes are whole printer dots when the space allows it: a module that is 2.5 dots
 * wide would print as 2 or 3 and blur the code for a scanner.
 */
import bwipjs from 'bwip-js/node';
import {
  fill,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
} from 'pdf-lib';
import QRCode from 'qrcode';

export const PT_PER_MM = 72 / 25.4;
/** One dot of a 203 dpi printer, in points. */
export const DOT = 72 / 203;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest module size that fits `space` for `modules` modules: whole dots when at least one dot fits. */
export function moduleSize(space: number, modules: number): number {
  const exact = space / modules;
  return exact >= DOT ? Math.floor(exact / DOT) * DOT : exact;
}

const snap = (v: number) => Math.round(v / DOT) * DOT;

/** Runs of dark cells of one matrix row: [start, length][]. */
function darkRuns(data: Uint8Array, size: number, row: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let col = 0; col <= size; col++) {
    const dark = col < size && data[row * size + col] === 1;
    if (dark && start < 0) start = col;
    if (!dark && start >= 0) {
      runs.push([start, col - start]);
      start = -1;
    }
  }
  return runs;
}

/**
 * Fills the rectangles, each shrunk by a quarter dot on every side ("bar width reduction"): rasterisers that
 * blacken every pixel a shape touches would otherwise grow each bar and module by a whole dot.
 */
function drawRects(page: PDFPage, rects: [number, number, number, number][], module: number): void {
  if (rects.length === 0) return;
  const inset = Math.min(DOT / 4, module / 10);
  page.pushOperators(
    pushGraphicsState(),
    setFillingColor(rgb(0, 0, 0)),
    ...rects.map(([x, y, w, h]) => rectangle(x + inset, y + inset, w - 2 * inset, h - 2 * inset)),
    fill(),
    popGraphicsState(),
  );
}

/**
 * A QR code of `text` inside the square `box` (its quiet zone of 2 modules included), centred; answers the
 * side actually drawn. Each dark run of a row is one rectangle.
 */
export function drawQr(page: PDFPage, text: string, box: Box): number {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 2;
  const side = Math.min(box.width, box.height);
  const m = moduleSize(side, size + 2 * quiet);
  const drawn = m * (size + 2 * quiet);
  const left = snap(box.x + (box.width - drawn) / 2) + quiet * m;
  const top = snap(box.y + (box.height + drawn) / 2) - quiet * m;
  const data = qr.modules.data as unknown as Uint8Array;
  const rects: [number, number, number, number][] = [];
  for (let row = 0; row < size; row++) {
    for (const [col, len] of darkRuns(data, size, row)) {
      rects.push([left + col * m, top - (row + 1) * m, len * m, m]);
    }
  }
  drawRects(page, rects, m);
  return drawn;
}

export type LinearSymbology = 'code128' | 'ean13' | 'upca' | 'ean8';

/** The symbology for a value: a GTIN with a valid check digit as EAN/UPC, anything else as Code 128. */
export function symbologyFor(value: string): LinearSymbology {
  if (/^\d+$/.test(value) && hasValidCheckDigit(value)) {
    if (value.length === 13) return 'ean13';
    if (value.length === 12) return 'upca';
    if (value.length === 8) return 'ean8';
  }
  return 'code128';
}

function hasValidCheckDigit(digits: string): boolean {
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const d = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/**
 * A linear barcode of `text`, bars only (the caller writes the human-readable line in a real font), centred in
 * `box` with 10-module quiet zones when they fit. Answers false when the code cannot fit at all.
 */
export function drawBarcode(page: PDFPage, text: string, box: Box, symbology = symbologyFor(text)): boolean {
  const [encoded] = bwipjs.raw(symbology, text, {}) as { sbs: number[] }[];
  if (!encoded) return false;
  const widths = encoded.sbs;
  const modules = widths.reduce((a, b) => a + b, 0);
  const quiet = 10;
  let m = moduleSize(box.width, modules + 2 * quiet);
  if (m < DOT) m = box.width / modules;
  if (m < DOT * 0.75) return false;
  const drawn = m * modules;
  let x = snap(box.x + (box.width - drawn) / 2);
  const rects: [number, number, number, number][] = [];
  widths.forEach((w, i) => {
    if (i % 2 === 0) rects.push([x, box.y, w * m, box.height]);
    x += w * m;
  });
  drawRects(page, rects, m);
  return true;
}
