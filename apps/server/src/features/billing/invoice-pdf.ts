/** The invoice as a one-page PDF, drawn inline (an invoice is tiny; the labels' worker pool is for big jobs). */
import { basisPointsAsPercent } from '@backroom/domain/format';
import { formatMoney } from '@backroom/domain/money-format';
import { PDFDocument, rgb } from 'pdf-lib';
import { embedFonts, encodable } from '../../core/pdf-text';
import type { findInvoice } from './invoices';

type Invoice = NonNullable<Awaited<ReturnType<typeof findInvoice>>>;

const day = (d: Date) => d.toISOString().slice(0, 10);
const LINES_PER_PAGE = 30;

export async function invoicePdf(invoice: Invoice, store: { name: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Backroom invoice ${invoice.number}`);
  doc.setCreator('Backroom');
  const fonts = await embedFonts(doc);
  const money = (minor: number) => encodable(fonts.regular, formatMoney(minor, invoice.currency));
  const grey = rgb(0.35, 0.35, 0.35);
  let page = doc.addPage([595, 842]);
  let y = 790;
  const text = (value: string, x: number, size = 10, bold = false, color = rgb(0, 0, 0)) => {
    const font = bold ? fonts.bold : fonts.regular;
    page.drawText(encodable(font, value).slice(0, 90), { x, y, size, font, color });
  };
  const right = (value: string, xRight: number, size = 10, bold = false) => {
    const font = bold ? fonts.bold : fonts.regular;
    const safe = encodable(font, value);
    page.drawText(safe, { x: xRight - font.widthOfTextAtSize(safe, size), y, size, font });
  };

  text('Backroom', 50, 20, true);
  right(`Invoice ${invoice.number}`, 545, 14, true);
  y -= 28;
  text(`Billed to: ${store.name}`, 50);
  right(`Issued ${day(invoice.issuedAt)}`, 545);
  y -= 16;
  text(`Period: ${day(invoice.periodStart)} to ${day(invoice.periodEnd)}`, 50, 10, false, grey);
  right(
    invoice.status === 'paid' ? `Paid ${invoice.paidAt ? day(invoice.paidAt) : ''}` : 'Due on receipt',
    545,
  );
  y -= 36;
  text('Description', 50, 10, true);
  right('Amount', 545, 10, true);
  y -= 8;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5, color: grey });
  y -= 16;
  for (const [index, line] of invoice.lines.entries()) {
    if (index > 0 && index % LINES_PER_PAGE === 0) {
      page = doc.addPage([595, 842]);
      y = 790;
    }
    text(line.description, 50);
    right(money(line.amount), 545);
    y -= 16;
  }
  y -= 8;
  page.drawLine({ start: { x: 300, y }, end: { x: 545, y }, thickness: 0.5, color: grey });
  y -= 16;
  const total = (label: string, amount: number, bold = false) => {
    text(label, 300, 10, bold);
    right(money(amount), 545, 10, bold);
    y -= 16;
  };
  total('Subtotal', invoice.subtotal);
  if (invoice.taxBasisPoints > 0 || invoice.tax > 0) {
    total(`${invoice.taxName} (${basisPointsAsPercent(invoice.taxBasisPoints)} %)`, invoice.tax);
  }
  total('Total', invoice.total, true);
  return doc.save();
}
