/**
 * The receipt of a counter sale: an 80 mm thermal-printer PDF (72 mm printable, as tall as the sale needs)
 * with the store's logo, name and address, the lines, discounts, tax, tenders, change and the return policy;
 * drawn with the labels' PDF text helpers; e-mailed through the outbox with the PDF attached. Reprintable:
 * it is drawn from the recorded sale every time.
 */
import type { RegisterSaleRecord as RegisterSaleAnswer } from '@backroom/domain/contract/register';
import { formatLongDate } from '@backroom/domain/dates';
import { toMinor } from '@backroom/domain/money';
import { formatMoney } from '@backroom/domain/money-format';
import { asc, isNotNull } from 'drizzle-orm';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { drawText, embedFonts, wrapLines } from '../../core/pdf-text';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { locations } from '../../db/schema';
import { type EmailDraft, queueEmail } from '../../mail/outbox';
import type { FileStorage } from '../../storage';
import { loadStoredImage } from '../labels';
import { loadSettings } from './settings';

const MM = 72 / 25.4;
const WIDTH = 80 * MM;
const MARGIN = 4 * MM;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;

const TENDER_LABELS = { cash: 'Cash', card: 'Card', credit: 'Store credit' } as const;

export const receiptFileName = (sale: RegisterSaleAnswer) => `receipt-${sale.orderName.replace('#', '')}.pdf`;

export interface ReceiptData {
  sale: RegisterSaleAnswer;
  storeName: string;
  address: string | null;
  currency: string;
  timeZone: string;
  returnPolicy: string | null;
  returnDays: number;
  logo: Uint8Array | null;
}

export async function receiptData(
  deps: { db: Db; storage: FileStorage },
  store: StoreRow,
  sale: RegisterSaleAnswer,
): Promise<ReceiptData> {
  const [settings, [place], logo] = await Promise.all([
    loadSettings(deps.db, store.id),
    deps.db
      .select({ address: locations.address })
      .from(locations)
      .where(storeScoped(locations, store.id, isNotNull(locations.address)))
      .orderBy(asc(locations.id))
      .limit(1),
    loadStoredImage({ storage: deps.storage, storeId: store.id, url: store.logo, maxPx: 300 }),
  ]);
  return {
    sale,
    storeName: store.name,
    address: place?.address ?? null,
    currency: store.currency,
    timeZone: store.timeZone,
    returnPolicy: settings.returnPolicy,
    returnDays: settings.returnDays,
    logo,
  };
}

type Row = { left: string; right?: string; bold?: boolean; size?: number; center?: boolean; gap?: number };

function receiptRows(d: ReceiptData): Row[] {
  const m = (major: number) => formatMoney(toMinor(major, d.currency), d.currency);
  const rows: Row[] = [
    { left: d.storeName, bold: true, size: 12, center: true },
    ...(d.address ? [{ left: d.address, center: true }] : []),
    { left: `Receipt ${d.sale.orderName}`, center: true, gap: 6 },
    { left: formatLongDate(d.sale.createdAt, d.timeZone), center: true },
    { left: '', gap: 4 },
  ];
  for (const line of d.sale.lines) {
    rows.push({ left: line.title, right: m(line.price) });
    if (line.discount > 0) rows.push({ left: '  Discount', right: `-${m(line.discount)}` });
  }
  rows.push(
    { left: 'Subtotal', right: m(d.sale.subtotal), gap: 6 },
    ...(d.sale.discount > 0 ? [{ left: 'Discounts', right: `-${m(d.sale.discount)}` }] : []),
    { left: 'Tax', right: m(d.sale.tax) },
    { left: 'Total', right: m(d.sale.total), bold: true, size: 11 },
  );
  for (const t of d.sale.tenders)
    rows.push({ left: TENDER_LABELS[t.kind], right: m(t.amount), gap: rows.length ? 0 : 4 });
  if (d.sale.change > 0) rows.push({ left: 'Change', right: m(d.sale.change) });
  const policy = d.returnPolicy ?? `Returns within ${d.returnDays} days with this receipt.`;
  rows.push({ left: policy, gap: 8 }, { left: 'Thank you!', center: true, bold: true, gap: 6 });
  return rows;
}

/** The receipt PDF: one page 80 mm wide, as tall as its rows. */
export async function renderReceipt(d: ReceiptData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${d.sale.orderName}`);
  doc.setCreator('Backroom');
  doc.setProducer('Backroom');
  const fonts = await embedFonts(doc);
  const logo: PDFImage | null = d.logo ? await doc.embedPng(d.logo) : null;
  const logoHeight = logo ? Math.min(20 * MM, (logo.height / logo.width) * TEXT_WIDTH) : 0;
  // Lay out first (wrapping long lines), then size the page to fit.
  const laid: {
    text: string;
    right?: string;
    font: typeof fonts.regular;
    size: number;
    center: boolean;
    y: number;
  }[] = [];
  let y = 0;
  for (const row of receiptRows(d)) {
    const size = row.size ?? 8;
    const font = row.bold ? fonts.bold : fonts.regular;
    y += row.gap ?? 0;
    const width = row.right ? TEXT_WIDTH * 0.68 : TEXT_WIDTH;
    const lines = row.left
      ? wrapLines({ font, text: row.left, size, width, maxLines: row.right ? 2 : 12 })
      : [''];
    for (const [i, text] of lines.entries()) {
      y += size + 3;
      laid.push({
        text,
        ...(i === 0 && row.right ? { right: row.right } : {}),
        font,
        size,
        center: row.center === true,
        y,
      });
    }
  }
  const height = MARGIN * 2 + logoHeight + (logo ? 4 : 0) + y;
  const page = doc.addPage([WIDTH, height]);
  let top = height - MARGIN;
  if (logo) {
    const w = (logo.width / logo.height) * logoHeight;
    page.drawImage(logo, { x: (WIDTH - w) / 2, y: top - logoHeight, width: w, height: logoHeight });
    top -= logoHeight + 4;
  }
  for (const l of laid) {
    const baseline = top - l.y + 2;
    drawText(page, l.text, {
      x: MARGIN,
      y: baseline,
      size: l.size,
      font: l.font,
      width: TEXT_WIDTH,
      align: l.center ? 'center' : 'left',
    });
    if (l.right) {
      const w = l.font.widthOfTextAtSize(l.right, l.size);
      drawText(page, l.right, {
        x: WIDTH - MARGIN - w,
        y: baseline,
        size: l.size,
        font: l.font,
        width: w + 1,
      });
    }
  }
  return doc.save({ useObjectStreams: true });
}

export function receiptText(d: ReceiptData): string {
  return receiptRows(d)
    .map((r) => (r.right ? `${r.left.trim()}: ${r.right}` : r.left))
    .join('\n');
}

export interface QueueReceiptEmailOptions {
  storeId: number;
  to: string;
  d: ReceiptData;
  pdf: Uint8Array;
}

/** Queues the receipt e-mail (text and the PDF) in the caller's transaction or on its own. */
export async function queueReceiptEmail(db: DbOrTx, { storeId, to, d, pdf }: QueueReceiptEmailOptions) {
  const draft: EmailDraft = {
    storeId,
    to,
    subject: `Your receipt from ${d.storeName} (${d.sale.orderName})`,
    text: receiptText(d),
    attachments: [
      {
        filename: receiptFileName(d.sale),
        contentType: 'application/pdf',
        base64: Buffer.from(pdf).toString('base64'),
      },
    ],
  };
  return queueEmail(db, draft);
}
