/**
 * The staff item label (spec 2 §9): one landscape page per item, sized in millimetres from the store's label
 * settings, showing the chosen label options. Everything is vector: Helvetica text, QR codes and barcodes as
 * rectangles on the 203 dpi dot grid.
 *
 * Normal layout: item QR code on the left, text in the middle, the storefront QR ("Scan To Shop") on the
 * right, the custom barcode along the bottom. Compact layout (templates chosen in the label settings): the
 * item QR code at full height and the text beside it; no storefront QR, logo or barcode row.
 */
import { formatMoney } from '@backroom/domain/money-format';
import type { PDFDocument, PDFImage, PDFPage } from 'pdf-lib';
import { drawText, type Fonts, wrapLines } from '../../core/pdf-text';
import type { LabelItem, LabelSettings } from './label-data';
import { type Box, drawBarcode, drawQr, PT_PER_MM, symbologyFor } from './vector-codes';

export interface LabelContext {
  fonts: Fonts;
  settings: LabelSettings;
  currency: string;
  logo: PDFImage | null;
}

interface Line {
  text: string;
  bold?: boolean;
  /** Relative size (price is larger). */
  scale?: number;
}

const MARGIN = 1.5 * PT_PER_MM;
const GAP = 1 * PT_PER_MM;
const MAX_FONT = 9;
const MIN_FONT = 4.5;

/** Page size in points: the longer side across (landscape). */
export function labelPageSize(settings: LabelSettings): [number, number] {
  const w = settings.widthMm * PT_PER_MM;
  const h = settings.heightMm * PT_PER_MM;
  return [Math.max(w, h), Math.min(w, h)];
}

export const isCompact = (item: LabelItem, settings: LabelSettings) =>
  item.productTemplateId !== null && settings.compactTemplateIds.has(item.productTemplateId);

/** The value of the custom barcode (SKU, the item code, the size's GTIN), or null for None or when missing. */
export function customBarcodeValue(item: LabelItem, settings: LabelSettings): string | null {
  switch (settings.customBarcode) {
    case 'SKU':
      return item.productSku?.trim() || null;
    case 'Code':
      return item.code;
    case 'GTIN':
      return item.gtin;
    default:
      return null;
  }
}

function textLines(item: LabelItem, ctx: LabelContext): Line[] {
  const o = ctx.settings.options;
  const money = (minor: number) => formatMoney(minor, ctx.currency);
  const lines: Line[] = [];
  if (o.has('Price')) lines.push({ text: money(item.price), bold: true, scale: 1.3 });
  if (o.has('Size') && item.option1Value) lines.push({ text: `Size ${item.option1Value}` });
  if (o.has('SKU') && item.productSku) lines.push({ text: item.productSku });
  if (o.has('Item Id')) lines.push({ text: item.code });
  if (o.has('Consigner')) lines.push({ text: `${item.consignerFirstName} ${item.consignerLastName}`.trim() });
  if (o.has('Consigner Id')) lines.push({ text: `Consigner #${item.consignerId}` });
  if (o.has('Payout Fee')) lines.push({ text: `Fee ${money(item.payoutFee)}` });
  if (o.has('Sublocation') && item.subLocationName) lines.push({ text: item.subLocationName });
  return lines;
}

/** Writes the title (bold, up to 2 lines, 1 in compact) and the lines top-down, shrinking to fit. */
function drawTextColumn(page: PDFPage, item: LabelItem, ctx: LabelContext, box: Box, compact: boolean) {
  const { fonts } = ctx;
  const lines = textLines(item, ctx);
  const showTitle = ctx.settings.options.has('Item Description');
  const titleLines = showTitle ? (compact ? 1 : 2) : 0;
  const units = titleLines + lines.reduce((n, l) => n + (l.scale ?? 1), 0);
  if (units === 0 || box.width <= 0) return;
  const size = Math.max(MIN_FONT, Math.min(MAX_FONT, box.height / (units * 1.2)));
  let y = box.y + box.height;
  const bottom = box.y;
  const next = (s: number) => {
    y -= s * 1.15;
    return y >= bottom - 0.5;
  };
  if (showTitle) {
    for (const text of wrapLines({
      font: fonts.bold,
      text: item.productTitle,
      size,
      width: box.width,
      maxLines: titleLines,
    })) {
      if (!next(size)) return;
      drawText(page, text, { x: box.x, y: y + size * 0.2, size, font: fonts.bold, width: box.width });
    }
  }
  for (const line of lines) {
    const s = size * (line.scale ?? 1);
    if (!next(s)) return;
    drawText(page, line.text, {
      x: box.x,
      y: y + s * 0.2,
      size: s,
      font: line.bold ? fonts.bold : fonts.regular,
      width: box.width,
    });
  }
}

function drawNormal(page: PDFPage, item: LabelItem, ctx: LabelContext, width: number, height: number) {
  const { settings, fonts } = ctx;
  const o = settings.options;
  const inner: Box = { x: MARGIN, y: MARGIN, width: width - 2 * MARGIN, height: height - 2 * MARGIN };
  let top = inner;

  const barcode = customBarcodeValue(item, settings);
  if (barcode) {
    const textSize = Math.max(MIN_FONT, Math.min(7, inner.height * 0.09));
    const barHeight = Math.min(10 * PT_PER_MM, Math.max(5 * PT_PER_MM, inner.height * 0.24));
    const row: Box = { x: inner.x, y: inner.y + textSize * 1.1, width: inner.width, height: barHeight };
    if (
      drawBarcode({ page, text: barcode, box: row, symbology: symbologyFor(barcode), quietOutside: MARGIN })
    ) {
      drawText(page, barcode, {
        x: inner.x,
        y: inner.y,
        size: textSize,
        font: fonts.regular,
        width: inner.width,
        align: 'center',
      });
      const used = barHeight + textSize * 1.1 + GAP;
      top = { ...inner, y: inner.y + used, height: inner.height - used };
    }
  }

  let textBox: Box = { ...top };
  if (o.has('QR Code')) {
    const side = Math.min(top.height, top.width * 0.42);
    drawQr(page, item.code, { x: top.x, y: top.y + (top.height - side) / 2, width: side, height: side });
    textBox = { ...textBox, x: textBox.x + side + GAP, width: textBox.width - side - GAP };
  }
  if (item.productUrl) {
    const captionSize = o.has('Scan To Shop') ? Math.max(MIN_FONT, Math.min(6, top.height * 0.12)) : 0;
    const caption = captionSize ? captionSize * 1.2 : 0;
    const side = Math.min(top.height - caption, textBox.width * 0.45);
    const x = top.x + top.width - side;
    drawQr(page, item.productUrl, { x, y: top.y + caption, width: side, height: side });
    if (captionSize)
      drawText(page, 'Scan to shop', {
        x: x - GAP,
        y: top.y + captionSize * 0.2,
        size: captionSize,
        font: fonts.bold,
        width: side + 2 * GAP,
        align: 'center',
      });
    textBox = { ...textBox, width: textBox.width - side - GAP };
  }
  if (o.has('Logo') && ctx.logo) {
    const h = Math.min(6 * PT_PER_MM, top.height * 0.25);
    const w = Math.min(textBox.width, (ctx.logo.width / ctx.logo.height) * h);
    page.drawImage(ctx.logo, { x: textBox.x, y: top.y + top.height - h, width: w, height: h });
    textBox = { ...textBox, height: textBox.height - h - GAP / 2 };
  }
  drawTextColumn(page, item, ctx, textBox, false);
}

function drawCompact(page: PDFPage, item: LabelItem, ctx: LabelContext, width: number, height: number) {
  const inner: Box = { x: MARGIN, y: MARGIN, width: width - 2 * MARGIN, height: height - 2 * MARGIN };
  let textBox = inner;
  if (ctx.settings.options.has('QR Code')) {
    const side = Math.min(inner.height, inner.width * 0.5);
    drawQr(page, item.code, {
      x: inner.x,
      y: inner.y + (inner.height - side) / 2,
      width: side,
      height: side,
    });
    textBox = { ...inner, x: inner.x + side + GAP, width: inner.width - side - GAP };
  }
  drawTextColumn(page, item, ctx, textBox, true);
}

/** Adds one page per item to the document. */
export function addItemLabels(doc: PDFDocument, items: readonly LabelItem[], ctx: LabelContext): void {
  const [width, height] = labelPageSize(ctx.settings);
  for (const item of items) {
    const page = doc.addPage([width, height]);
    if (isCompact(item, ctx.settings)) drawCompact(page, item, ctx, width, height);
    else drawNormal(page, item, ctx, width, height);
  }
}
