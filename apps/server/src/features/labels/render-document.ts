/**
 * Draws one PDF from plain data: no database, storage or request in here, so it runs in a worker thread
 * (render-pool.ts) as well as inline. Its default export is the worker's task function.
 */
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { embedFonts } from '../../core/pdf-text';
import { addConsignerSheet } from './consigner-sheet';
import { addItemLabels } from './item-label';
import type { LabelItem, LabelSettings } from './label-data';
import { addManifest } from './manifest';

export type RenderJob =
  | {
      kind: 'labels';
      items: LabelItem[];
      settings: LabelSettings;
      currency: string;
      /** The store logo as PNG bytes. */
      logo: Uint8Array | null;
    }
  | { kind: 'consignerSheet'; items: LabelItem[]; currency: string }
  | {
      kind: 'manifest';
      items: LabelItem[];
      currency: string;
      storeName: string;
      consignerName: string | null;
      title: string;
      printedAt: Date;
      /** Product id → its picture as PNG bytes. */
      images: [number, Uint8Array | null][];
    };

const TITLES = { labels: 'Inventory labels', consignerSheet: 'Consigner labels', manifest: 'Manifest' };

async function embed(doc: PDFDocument, png: Uint8Array | null): Promise<PDFImage | null> {
  return png ? doc.embedPng(png) : null;
}

export async function renderDocument(job: RenderJob): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(TITLES[job.kind]);
  doc.setCreator('Backroom');
  doc.setProducer('Backroom');
  const fonts = await embedFonts(doc);
  if (job.kind === 'labels') {
    const logo = await embed(doc, job.logo);
    addItemLabels(doc, job.items, { fonts, settings: job.settings, currency: job.currency, logo });
  } else if (job.kind === 'consignerSheet') {
    addConsignerSheet(doc, job.items, { fonts, currency: job.currency });
  } else {
    const images = new Map<number, PDFImage | null>();
    for (const [productId, png] of job.images) images.set(productId, await embed(doc, png));
    addManifest(doc, job.items, { ...job, fonts, images });
  }
  return doc.save({ useObjectStreams: true });
}

export default renderDocument;
