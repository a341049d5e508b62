/**
 * QR codes and linear barcodes drawn as vector paths (no raster images), so a 203 dpi thermal printer prints
 * sharp edges. Each code is one filled path: the outline of its dark modules (code-outline.ts), never a square
 * or a row per module, whose shared edges an anti-aliasing rasteriser (a PDF viewer, a printer driver) would
 * show as light seams. Module sizes are whole printer dots when the space allows it: a module that is 2.5 dots
 * wide would print as 2 or 3 and blur the code for a scanner.
 */
import bwipjs from 'bwip-js/node';
import {
  closePath,
  fill,
  lineTo,
  moveTo,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
} from 'pdf-lib';
import QRCode from 'qrcode';
import { inset, outlines } from './code-outline';

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
/**
 * A height snapped to the dot grid, counted from the top of the page: printers and rasterisers start their
 * rows there, and a label's height is rarely a whole number of dots, so a grid counted from the bottom (PDF's
 * origin) would put every module edge part-way through a dot row.
 */
const snapY = (page: PDFPage, y: number) => page.getHeight() - snap(page.getHeight() - y);

interface Grid {
  cols: number;
  rows: number;
  dark: (col: number, row: number) => boolean;
  /** Top-left corner of cell (0, 0), in points. */
  left: number;
  top: number;
  cellWidth: number;
  cellHeight: number;
}

/**
 * Fills the dark cells as one path, its outline moved in by a quarter dot ("bar width reduction"): rasterisers
 * that blacken every pixel a shape touches would otherwise grow each bar and module by a whole dot.
 */
function fillCells(page: PDFPage, grid: Grid, module: number): void {
  const by = Math.min(DOT / 4, module / 10);
  const ops: PDFOperator[] = [];
  for (const polygon of outlines(grid.cols, grid.rows, grid.dark)) {
    inset(polygon, by / grid.cellWidth, by / grid.cellHeight).forEach(([x, y], i) => {
      const px = grid.left + x * grid.cellWidth;
      const py = grid.top - y * grid.cellHeight;
      ops.push(i === 0 ? moveTo(px, py) : lineTo(px, py));
    });
    ops.push(closePath());
  }
  if (ops.length === 0) return;
  page.pushOperators(pushGraphicsState(), setFillingColor(rgb(0, 0, 0)), ...ops, fill(), popGraphicsState());
}

/**
 * A QR code of `text` inside the square `box` (its quiet zone of 2 modules included), centred; answers the
 * side actually drawn.
 */
export function drawQr(page: PDFPage, text: string, box: Box): number {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 2;
  const side = Math.min(box.width, box.height);
  const m = moduleSize(side, size + 2 * quiet);
  const drawn = m * (size + 2 * quiet);
  const left = snap(box.x + (box.width - drawn) / 2) + quiet * m;
  const top = snapY(page, box.y + (box.height + drawn) / 2) - quiet * m;
  const data = qr.modules.data as unknown as Uint8Array;
  const dark = (col: number, row: number) => data[row * size + col] === 1;
  fillCells(page, { cols: size, rows: size, dark, left, top, cellWidth: m, cellHeight: m }, m);
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

/** Narrowest bar of a linear barcode, in printer dots: 0.25 mm, still whole pixels on a 300 dpi printer. */
const MIN_BAR_DOTS = 2;
const QUIET_MODULES = 10;

export interface DrawBarcodeOptions {
  page: PDFPage;
  text: string;
  box: Box;
  symbology?: LinearSymbology;
  quietOutside?: number;
}

/**
 * A linear barcode of `text`, bars only (the caller writes the human-readable line in a real font), centred in
 * `box`. Modules are whole dots, the widest that fit with 10-module quiet zones (`quietOutside` points on each
 * side are blank space the caller keeps around the box: the label's margin); at the narrowest, two dots, the
 * quiet zones are what is left. Answers false, drawing nothing, when two-dot modules do not fit: narrower bars
 * print unevenly on a 300 dpi printer or not at all, and a barcode that does not scan is worse than none (the
 * QR code carries the item code too).
 */
export function drawBarcode({
  page,
  text,
  box,
  symbology = symbologyFor(text),
  quietOutside = 0,
}: DrawBarcodeOptions): boolean {
  const [encoded] = bwipjs.raw(symbology, text, {}) as { sbs: number[] }[];
  if (!encoded) return false;
  const widths = encoded.sbs;
  const modules = widths.reduce((a, b) => a + b, 0);
  const needs = (dots: number) =>
    modules * dots * DOT + 2 * Math.max(0, QUIET_MODULES * dots * DOT - quietOutside);
  let dots = Math.floor(box.width / DOT / modules);
  if (dots < MIN_BAR_DOTS) return false;
  while (dots > MIN_BAR_DOTS && needs(dots) > box.width) dots--;
  const m = dots * DOT;
  const drawn = m * modules;
  const bars = new Uint8Array(modules);
  let at = 0;
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.fill(1, at, at + w);
    at += w;
  });
  const left = snap(box.x + (box.width - drawn) / 2);
  const grid = { cols: modules, rows: 1, dark: (col: number) => bars[col] === 1 };
  fillCells(page, { ...grid, left, top: box.y + box.height, cellWidth: m, cellHeight: box.height }, m);
  return true;
}
