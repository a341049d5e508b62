/** The signed agreement as a PDF (e-mailed to the consigner): the text, then who signed, when, where and how. */
import { PDFDocument, rgb } from 'pdf-lib';
import { embedFonts, type Fonts, wrapLines } from '../../core/pdf-text';
import { agreementParagraphs } from './agreement-html';

export interface SignedAgreement {
  storeName: string;
  version: number;
  markdown: string;
  consignerName: string;
  typedName: string;
  signatureKind: 'drawn' | 'typed';
  /** A drawn signature as small PNG bytes (signature-image.ts has scaled it down). */
  signature: Uint8Array | null;
  signedAt: Date;
  ipAddress: string;
  witnessName: string | null;
}

const PAGE: [number, number] = [612, 792];
const MARGIN = 54;
const WIDTH = PAGE[0] - 2 * MARGIN;

class Writer {
  page;
  y = PAGE[1] - MARGIN;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = doc.addPage(PAGE);
  }
  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
  paragraph(text: string, size = 10, bold = false) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapLines({ font, text, size, width: WIDTH, maxLines: 1000 })) {
      this.room(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: rgb(0, 0, 0) });
    }
    this.y -= size * 0.6;
  }
}

export async function agreementPdf(signed: SignedAgreement): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${signed.storeName} consignment agreement, version ${signed.version}`);
  doc.setCreator('Backroom');
  doc.setProducer('Backroom');
  const fonts = await embedFonts(doc);
  const w = new Writer(doc, fonts);
  w.paragraph(`${signed.storeName}: consignment agreement, version ${signed.version}`, 16, true);
  for (const p of agreementParagraphs(signed.markdown)) w.paragraph(p.text, p.heading ? 12 : 10, p.heading);
  w.y -= 12;
  w.paragraph('Signed', 12, true);
  w.paragraph(`Consigner: ${signed.consignerName}`);
  w.paragraph(`Name typed: ${signed.typedName}`);
  w.paragraph(`Signed at: ${signed.signedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`);
  w.paragraph(`From address: ${signed.ipAddress}`);
  if (signed.witnessName) w.paragraph(`Signed in store, witnessed by ${signed.witnessName}`);
  if (signed.signatureKind === 'drawn' && signed.signature) {
    const png = await doc.embedPng(signed.signature);
    const scale = Math.min(240 / png.width, 80 / png.height, 1);
    w.room(png.height * scale + 10);
    w.y -= png.height * scale;
    w.page.drawImage(png, { x: MARGIN, y: w.y, width: png.width * scale, height: png.height * scale });
  } else {
    w.paragraph(signed.typedName, 18, true);
  }
  return doc.save();
}
