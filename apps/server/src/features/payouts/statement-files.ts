/**
 * A payout statement as a PDF and as a CSV (issue 29): the rows of `statementRows`, in the same order and words as
 * the seller's screen and the e-mail, so each line can be ticked off against the others and against the transfer.
 * A statement is small (its items and deductions), so the PDF is drawn inline like an invoice.
 */
import type { PayoutStatementInput } from '@backroom/domain/contract/payouts';
import { csvLine } from '@backroom/domain/csv';
import { dateOnlyIn, formatLongDate } from '@backroom/domain/dates';
import { formatMoney, formatMoneyForCsv } from '@backroom/domain/money-format';
import { type StatementRow, statementRows } from '@backroom/domain/payout-statement';
import { PDFDocument, rgb } from 'pdf-lib';
import { embedFonts, encodable } from '../../core/pdf-text';

export interface StatementHeader {
  storeName: string;
  consignerName: string;
  currency: string;
  timeZone: string;
}

/** Signed money as the statement writes it: "-$12.50" for what was taken (the PDF fonts have no U+2212). */
const signed = (minor: number, currency: string) => formatMoney(minor, currency);

const ROW_TYPE: Record<StatementRow['kind'], string> = {
  item: 'Item',
  fee: 'Fee',
  itemPayout: 'Item payout',
  deduction: 'Deduction',
  net: 'Net',
  credit: 'Store credit',
};

export const statementFileName = (st: PayoutStatementInput, ext: 'pdf' | 'csv') =>
  `payout-statement-${st.name.replace(/[^A-Za-z0-9_-]+/g, '-')}.${ext}`;

/** The statement as CSV: one row per statement line, amounts as plain signed decimals in the store's currency. */
export function statementCsv(st: PayoutStatementInput, header: StatementHeader): string {
  const date = dateOnlyIn(new Date(st.paidAt ?? st.createdAt), header.timeZone);
  let out = csvLine([
    'Payout',
    'Status',
    'Date',
    'Line',
    'Item',
    'Description',
    `Amount (${header.currency})`,
  ]);
  for (const row of statementRows(st)) {
    out += csvLine([
      st.name,
      st.status,
      date,
      ROW_TYPE[row.kind],
      row.itemCode ?? '',
      row.label,
      formatMoneyForCsv(row.amount, header.currency),
    ]);
  }
  return out;
}

const PAGE: [number, number] = [595, 842];
const TOP = 790;
const BOTTOM = 60;

export async function statementPdf(st: PayoutStatementInput, header: StatementHeader): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Payout statement ${st.name}`);
  doc.setCreator('Backroom');
  doc.setProducer('Backroom');
  const fonts = await embedFonts(doc);
  const grey = rgb(0.35, 0.35, 0.35);
  let page = doc.addPage(PAGE);
  let y = TOP;
  const text = (value: string, x: number, size = 10, bold = false, color = rgb(0, 0, 0)) => {
    const font = bold ? fonts.bold : fonts.regular;
    page.drawText(encodable(font, value).slice(0, 70), { x, y, size, font, color });
  };
  const right = (value: string, xRight: number, size = 10, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    const safe = encodable(font, value);
    page.drawText(safe, { x: xRight - font.widthOfTextAtSize(safe, size), y, size, font });
  };
  const nextLine = (step = 16) => {
    y -= step;
    if (y < BOTTOM) {
      page = doc.addPage(PAGE);
      y = TOP;
    }
  };

  text(header.storeName, 50, 18, true);
  right('Payout statement', 545, 14, true);
  nextLine(26);
  text(`For ${header.consignerName}`, 50);
  right(`${st.name} · ${st.status}`, 545);
  nextLine();
  text(formatLongDate(st.paidAt ?? st.createdAt, header.timeZone), 50, 10, false, grey);
  nextLine(30);
  text('Line', 50, 10, true);
  right('Amount', 545, 10, true);
  nextLine(8);
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: grey });
  nextLine();
  for (const row of statementRows(st)) {
    const amount = signed(row.amount, header.currency);
    if (row.kind === 'item') {
      text(`${row.itemCode} · ${row.label}`, 50, 10, true);
      right(amount, 545);
    } else if (row.kind === 'fee' || row.kind === 'itemPayout') {
      text(row.label, 70, 10, false, row.kind === 'fee' ? grey : rgb(0, 0, 0));
      right(amount, 545);
    } else if (row.kind === 'deduction') {
      text(row.label, 50);
      right(amount, 545);
    } else {
      nextLine(4);
      page.drawLine({
        start: { x: 300, y: y + 12 },
        end: { x: 545, y: y + 12 },
        thickness: 0.5,
        color: grey,
      });
      text(row.label, 300, 12, true);
      right(amount, 545, 12, true);
    }
    nextLine(row.kind === 'itemPayout' ? 22 : 16);
  }
  return doc.save({ useObjectStreams: true });
}
