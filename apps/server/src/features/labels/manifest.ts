/**
 * Print Manifest (spec 1 §/dropoff, spec 2 §2.6): a landscape US Letter list of a consigner's items with id
 * code (and its QR code, so staff can scan the sheet at intake), image, name, SKU, location, size, condition,
 * price and payout, the header on every page and the totals at the end.
 */
import { formatMoney } from '@backroom/domain/money-format';
import { type PDFDocument, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { drawText, type Fonts } from '../../core/pdf-text';
import type { LabelItem } from './label-data';
import { drawQr } from './vector-codes';

const PAGE: [number, number] = [792, 612];
const MARGIN = 36;
const ROW = 44;
const HEADER = 64;
const FONT = 8;

const COLUMNS = [
  { key: 'code', title: 'ID code', width: 150 },
  { key: 'image', title: 'Image', width: 44 },
  { key: 'name', title: 'Name', width: 170 },
  { key: 'sku', title: 'SKU', width: 80 },
  { key: 'location', title: 'Location', width: 80 },
  { key: 'size', title: 'Size', width: 45 },
  { key: 'condition', title: 'Condition', width: 55 },
  { key: 'price', title: 'Price', width: 48 },
  { key: 'payout', title: 'Payout', width: 48 },
] as const;

export interface ManifestContext {
  fonts: Fonts;
  currency: string;
  storeName: string;
  /** "Jane Doe" for one consigner's manifest; null when several consigners' items are listed. */
  consignerName: string | null;
  title: string;
  printedAt: Date;
  images: Map<number, PDFImage | null>;
}

function header(page: PDFPage, ctx: ManifestContext, pageNo: number, pages: number, count: number) {
  const top = PAGE[1] - MARGIN;
  const { bold, regular } = ctx.fonts;
  const width = PAGE[0] - 2 * MARGIN;
  drawText(page, `${ctx.storeName} · ${ctx.title}`, { x: MARGIN, y: top - 14, size: 14, font: bold, width });
  const who = ctx.consignerName ? `Consigner: ${ctx.consignerName} · ` : '';
  drawText(
    page,
    `${who}${count} item${count === 1 ? '' : 's'} · ${ctx.printedAt.toISOString().slice(0, 10)}`,
    {
      x: MARGIN,
      y: top - 30,
      size: 9,
      font: regular,
      width,
    },
  );
  drawText(page, `Page ${pageNo} of ${pages}`, {
    x: PAGE[0] - MARGIN - 80,
    y: MARGIN - 18,
    size: 8,
    font: regular,
    width: 80,
  });
  let x = MARGIN;
  const y = top - HEADER + 6;
  for (const col of COLUMNS) {
    drawText(page, col.title, { x: x + 2, y, size: FONT, font: bold, width: col.width - 4 });
    x += col.width;
  }
  page.drawLine({
    start: { x: MARGIN, y: y - 4 },
    end: { x: PAGE[0] - MARGIN, y: y - 4 },
    thickness: 0.75,
    color: rgb(0, 0, 0),
  });
  return y - 4;
}

function cells(item: LabelItem, ctx: ManifestContext): Record<string, string> {
  return {
    code: item.code,
    name: item.productTitle,
    sku: item.productSku ?? '',
    location: [item.locationName, item.subLocationName].filter(Boolean).join(' / '),
    size: item.option1Value ?? '',
    condition: item.option2Value ?? '',
    price: formatMoney(item.price, ctx.currency),
    payout: formatMoney(item.payoutAmount, ctx.currency),
  };
}

export function addManifest(doc: PDFDocument, items: readonly LabelItem[], ctx: ManifestContext): void {
  const usable = PAGE[1] - 2 * MARGIN - HEADER - ROW;
  const perPage = Math.max(1, Math.floor(usable / ROW));
  const pages = Math.max(1, Math.ceil((items.length + 1) / perPage));
  const { regular, bold } = ctx.fonts;
  let page = doc.addPage(PAGE);
  let y = header(page, ctx, 1, pages, items.length);
  let onPage = 0;
  let pageNo = 1;
  const newPageIfFull = () => {
    if (onPage < perPage) return;
    pageNo += 1;
    page = doc.addPage(PAGE);
    y = header(page, ctx, pageNo, pages, items.length);
    onPage = 0;
  };
  for (const item of items) {
    newPageIfFull();
    const rowTop = y;
    const base = rowTop - ROW;
    const text = cells(item, ctx);
    let x = MARGIN;
    for (const col of COLUMNS) {
      if (col.key === 'code') {
        drawQr(page, item.code, { x, y: base + 4, width: ROW - 8, height: ROW - 8 });
        drawText(page, text.code!, {
          x: x + ROW - 4,
          y: base + ROW / 2 - 3,
          size: FONT,
          font: regular,
          width: col.width - ROW + 2,
        });
      } else if (col.key === 'image') {
        const image = ctx.images.get(item.productId);
        if (image) {
          const scale = Math.min((col.width - 4) / image.width, (ROW - 8) / image.height);
          const w = image.width * scale;
          const h = image.height * scale;
          page.drawImage(image, { x: x + (col.width - w) / 2, y: base + (ROW - h) / 2, width: w, height: h });
        }
      } else {
        drawText(page, text[col.key] ?? '', {
          x: x + 2,
          y: base + ROW / 2 - 3,
          size: FONT,
          font: regular,
          width: col.width - 4,
        });
      }
      x += col.width;
    }
    page.drawLine({
      start: { x: MARGIN, y: base },
      end: { x: PAGE[0] - MARGIN, y: base },
      thickness: 0.25,
      color: rgb(0.6, 0.6, 0.6),
    });
    y = base;
    onPage += 1;
  }
  newPageIfFull();
  const totals = items.reduce((t, i) => ({ price: t.price + i.price, payout: t.payout + i.payoutAmount }), {
    price: 0,
    payout: 0,
  });
  const priceX = PAGE[0] - MARGIN - 96;
  drawText(page, `Total (${items.length})`, {
    x: priceX - 120,
    y: y - 16,
    size: FONT,
    font: bold,
    width: 116,
  });
  drawText(page, formatMoney(totals.price, ctx.currency), {
    x: priceX + 2,
    y: y - 16,
    size: FONT,
    font: bold,
    width: 44,
  });
  drawText(page, formatMoney(totals.payout, ctx.currency), {
    x: priceX + 50,
    y: y - 16,
    size: FONT,
    font: bold,
    width: 44,
  });
}
