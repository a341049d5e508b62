import { rm } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasPdftoppm,
  hasZbarimg,
  type Raster,
  readBarcode,
  readQr,
  renderPages,
  zbarRead,
} from '../../../test/pdf-decode';
import { embedFonts } from '../../core/pdf-text';
import { outlines } from './code-outline';
import { addItemLabels } from './item-label';
import type { LabelItem, LabelSettings } from './label-data';

/**
 * Every code on a label must scan however the PDF is rasterised: a thermal printer (203 dpi, no anti-aliasing),
 * an office printer (300 dpi), a PDF viewer or printer driver (anti-aliased). 200 labels with random item codes
 * and storefront links, one PDF, one pdftoppm call per resolution and anti-aliasing; every QR code and barcode
 * decoded with ZXing, and a sample with zbarimg (zbar-tools), an independent decoder, when it is installed.
 */
const COUNT = 200;
const ZBAR_SAMPLE = 25;
/**
 * Code 128 of a code this long (an 11-character handle) still fits a 57 mm label with two-dot modules; longer
 * codes may get no barcode (drawBarcode refuses narrower bars), never one that scans wrong.
 */
const BARCODE_FITS = 18;
// The QR codes are taller when the label has no barcode row.
const LEFT = { left: 0, top: 0, width: 0.45, height: 1 };
const RIGHT = { left: 0.55, top: 0, width: 0.45, height: 1 };

/** A small seeded generator (mulberry32), so a failure names codes that can be printed again. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An item code as uploads make them: a store handle (3 to 40 of a-z, 0-9 and inner dashes), "_", six digits. */
function randomCode(random: () => number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const length = 3 + Math.floor(random() * 38);
  let handle = '';
  for (let i = 0; i < length; i++) {
    const inner = i > 0 && i < length - 1 && !handle.endsWith('-');
    handle += inner && random() < 0.1 ? '-' : letters[Math.floor(random() * letters.length)];
  }
  return `${handle}_${100_000 + Math.floor(random() * 900_000)}`;
}

const settings: LabelSettings = {
  options: new Set(['Item Description', 'Price', 'Size', 'SKU', 'QR Code', 'Scan To Shop']),
  widthMm: 57,
  heightMm: 32,
  customBarcode: 'Code',
  compactTemplateIds: new Set(),
  trackingParams: [],
  customShopifyUrl: null,
};

function item(code: string, n: number): LabelItem {
  const handle = code.slice(0, code.lastIndexOf('_'));
  return {
    id: n,
    code,
    productId: n,
    productTemplateId: null,
    productTitle: 'Nike Dunk Low Retro White Black Panda',
    productSku: 'DD1391-100',
    option1Value: '10.5',
    price: 12_345,
    payoutFee: 1_850,
    consignerId: 7,
    consignerFirstName: 'Ada',
    consignerLastName: 'Lovelace',
    subLocationName: null,
    gtin: null,
    productUrl: `http://${handle}.localhost:3000/shop/products/${n}?utm_source=label`,
  } as LabelItem;
}

let items: LabelItem[];
let pdf: Uint8Array;
const dirs: string[] = [];

beforeAll(async () => {
  if (!(await hasPdftoppm())) throw new Error('pdftoppm is missing: apt-get install -y poppler-utils');
  const random = seeded(20261125);
  const codes = new Set<string>();
  while (codes.size < COUNT) codes.add(randomCode(random));
  items = [...codes].map(item);
  const doc = await PDFDocument.create();
  addItemLabels(doc, items, { fonts: await embedFonts(doc), settings, currency: 'USD', logo: null });
  pdf = await doc.save();
});
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function failures(rasters: Raster[]): Promise<string[]> {
  const failed: string[] = [];
  for (const [i, raster] of rasters.entries()) {
    const { code, productUrl } = items[i]!;
    if ((await readQr(raster, LEFT)) !== code) failed.push(`item QR ${code}`);
    if ((await readQr(raster, RIGHT)) !== productUrl) failed.push(`storefront QR ${productUrl}`);
    const barcode = await readBarcode(raster);
    if (barcode ? barcode.text !== code : code.length <= BARCODE_FITS) failed.push(`barcode ${code}`);
  }
  return failed;
}

// Rasterising and decoding 200 labels is heavy: on a loaded CI machine it takes minutes, not seconds.
describe(`${COUNT} labels with random item codes`, { timeout: 240_000 }, () => {
  for (const dpi of [203, 300]) {
    for (const antialias of [false, true]) {
      it(`decode at ${dpi} dpi ${antialias ? 'anti-aliased' : 'without anti-aliasing'}`, async () => {
        const { rasters, files, dir } = await renderPages(pdf, dpi, { antialias });
        dirs.push(dir);
        expect(rasters).toHaveLength(COUNT);
        expect(await failures(rasters)).toEqual([]);
        if (!(await hasZbarimg())) return;
        const step = Math.floor(COUNT / ZBAR_SAMPLE);
        const sample = files.filter((_, i) => i % step === 0);
        const read = await zbarRead(sample);
        sample.forEach((_, j) => {
          const { code, productUrl } = items[j * step]!;
          const expected = [`QR-Code:${code}`, `QR-Code:${productUrl}`];
          if (code.length <= BARCODE_FITS) expected.push(`CODE-128:${code}`);
          expect(
            read[j]!.filter((s) => !s.startsWith('CODE-128') || code.length <= BARCODE_FITS).sort(),
          ).toEqual(expected.sort());
        });
      });
    }
  }
});

describe('code outlines', () => {
  const grid = (rows: string[]) => (c: number, r: number) => rows[r]![c] === '#';

  it('draws a block of modules as one outline with only its corners, and a hole as a second one', () => {
    expect(outlines(2, 2, grid(['##', '##']))).toEqual([
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ],
    ]);
    const ring = outlines(3, 3, grid(['###', '#.#', '###']));
    expect(ring).toHaveLength(2);
    expect(ring.map((p) => p.length)).toEqual([4, 4]);
  });

  it('keeps modules that touch only at a corner as separate outlines', () => {
    expect(outlines(2, 2, grid(['#.', '.#']))).toHaveLength(2);
    expect(outlines(2, 2, grid(['.#', '#.']))).toHaveLength(2);
  });
});
