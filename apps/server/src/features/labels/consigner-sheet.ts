/**
 * The consigner label sheet (spec 2 §9): portrait US Letter, 10 pt text, 1.5 inch per item, two columns, for
 * ordinary office printers. Each cell: the item's QR code, title, SKU, size and condition, price and code.
 */
import { CONSIGNER_LABEL_SHEET } from '@backroom/domain/constants';
import { formatMoney } from '@backroom/domain/money-format';
import { type PDFDocument, rgb } from 'pdf-lib';
import { drawText, type Fonts, wrapLines } from '../../core/pdf-text';
import type { LabelItem } from './label-data';
import { drawQr } from './vector-codes';

const INCH = 72;
const MARGIN = 0.5 * INCH;
const COLUMNS = 2;

export function addConsignerSheet(
  doc: PDFDocument,
  items: readonly LabelItem[],
  ctx: { fonts: Fonts; currency: string },
): void {
  const { widthIn, heightIn, fontPt, itemHeightIn } = CONSIGNER_LABEL_SHEET;
  const pageW = widthIn * INCH;
  const pageH = heightIn * INCH;
  const cellW = (pageW - 2 * MARGIN) / COLUMNS;
  const cellH = itemHeightIn * INCH;
  const rows = Math.floor((pageH - 2 * MARGIN) / cellH);
  const perPage = rows * COLUMNS;
  const size = fontPt;
  const lead = size * 1.2;
  for (let start = 0; start < items.length; start += perPage) {
    const page = doc.addPage([pageW, pageH]);
    items.slice(start, start + perPage).forEach((item, i) => {
      const col = i % COLUMNS;
      const row = Math.floor(i / COLUMNS);
      const x = MARGIN + col * cellW;
      const y = pageH - MARGIN - (row + 1) * cellH;
      page.drawRectangle({
        x: x + 2,
        y: y + 2,
        width: cellW - 4,
        height: cellH - 4,
        borderColor: rgb(0.75, 0.75, 0.75),
        borderWidth: 0.5,
        borderDashArray: [3, 3],
      });
      const pad = 0.1 * INCH;
      const qr = cellH - 2 * pad;
      drawQr(page, item.code, { x: x + pad, y: y + pad, width: qr, height: qr });
      const tx = x + pad + qr + pad;
      const tw = cellW - (tx - x) - pad;
      let ty = y + cellH - pad - size;
      for (const line of wrapLines({
        font: ctx.fonts.bold,
        text: item.productTitle,
        size,
        width: tw,
        maxLines: 2,
      })) {
        drawText(page, line, { x: tx, y: ty, size, font: ctx.fonts.bold, width: tw });
        ty -= lead;
      }
      const details = [
        item.productSku ? `SKU ${item.productSku}` : null,
        [item.option1Value && `Size ${item.option1Value}`, item.option2Value].filter(Boolean).join(' · '),
        formatMoney(item.price, ctx.currency),
        item.code,
      ].filter((l): l is string => Boolean(l));
      for (const line of details) {
        if (ty < y + pad) break;
        drawText(page, line, { x: tx, y: ty, size, font: ctx.fonts.regular, width: tw });
        ty -= lead;
      }
    });
  }
}
