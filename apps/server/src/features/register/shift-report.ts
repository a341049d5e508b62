/**
 * The end-of-day (cash-up) report of a shift as a PDF and a CSV (issue 34): the rows of shiftReportRows, in the
 * same order and words as the staff screen, money through the one formatter.
 */
import { csvLine } from '@backroom/domain/csv';
import { formatLongDate } from '@backroom/domain/dates';
import { formatMoney, formatMoneyForCsv } from '@backroom/domain/money-format';
import { type ShiftFigures, shiftReportRows } from '@backroom/domain/register-shifts';
import { PDFDocument, rgb } from 'pdf-lib';
import { embedFonts, encodable } from '../../core/pdf-text';

export interface ShiftReportHeader {
  storeName: string;
  shiftId: number;
  openedAt: Date;
  closedAt: Date | null;
  currency: string;
  timeZone: string;
}

export const shiftReportFileName = (shiftId: number, ext: 'pdf' | 'csv') => `cash-up-shift-${shiftId}.${ext}`;

export function shiftReportCsv(figures: ShiftFigures, header: ShiftReportHeader): string {
  let out = csvLine(['Shift', 'Section', 'Line', 'Count', `Amount (${header.currency})`]);
  for (const row of shiftReportRows(figures)) {
    out += csvLine([
      header.shiftId,
      row.section,
      row.label,
      row.count ?? '',
      row.amount === null ? '' : formatMoneyForCsv(row.amount, header.currency),
    ]);
  }
  return out;
}

export async function shiftReportPdf(figures: ShiftFigures, header: ShiftReportHeader): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Cash-up, shift ${header.shiftId}`);
  doc.setCreator('Backroom');
  doc.setProducer('Backroom');
  const fonts = await embedFonts(doc);
  const grey = rgb(0.35, 0.35, 0.35);
  const page = doc.addPage([595, 842]);
  let y = 790;
  const text = (value: string, x: number, size = 10, bold = false, color = rgb(0, 0, 0)) => {
    const font = bold ? fonts.bold : fonts.regular;
    page.drawText(encodable(font, value).slice(0, 70), { x, y, size, font, color });
  };
  const right = (value: string, xRight: number, size = 10, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    const safe = encodable(font, value);
    page.drawText(safe, { x: xRight - font.widthOfTextAtSize(safe, size), y, size, font });
  };
  text(header.storeName, 50, 18, true);
  right('End of day report', 545, 14, true);
  y -= 26;
  text(`Shift ${header.shiftId}`, 50);
  y -= 16;
  const closed = header.closedAt ? formatLongDate(header.closedAt, header.timeZone) : 'still open';
  text(`Opened ${formatLongDate(header.openedAt, header.timeZone)} · closed ${closed}`, 50, 10, false, grey);
  y -= 20;
  let section = '';
  for (const row of shiftReportRows(figures)) {
    if (row.section !== section) {
      section = row.section;
      y -= 10;
      text(section, 50, 12, true);
      y -= 6;
      page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: grey });
      y -= 14;
    }
    text(row.label, 60);
    if (row.count !== undefined) right(String(row.count), 545);
    else right(row.amount === null ? '—' : formatMoney(row.amount, header.currency), 545);
    y -= 16;
  }
  return doc.save({ useObjectStreams: true });
}
