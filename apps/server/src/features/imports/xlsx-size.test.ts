import { Readable } from 'node:stream';
import { XLSX_SIZE_MESSAGES } from '@backroom/domain/messages/imports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { checkXlsxUnpackedSize } from './xlsx-size';

/** A ZIP whose one entry is `bytes` of zeros: a few hundred kB that unpack to `bytes`. */
function zipOfZeros(bytes: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  let left = bytes;
  const chunk = Buffer.alloc(1024 * 1024);
  const zeros = new Readable({
    read() {
      if (left <= 0) return this.push(null);
      const n = Math.min(left, chunk.length);
      left -= n;
      this.push(chunk.subarray(0, n));
    },
  });
  zip.addReadStream(zeros, 'xl/worksheets/sheet1.xml');
  zip.end();
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => parts.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(parts)));
    zip.outputStream.on('error', reject);
  });
}

describe('the unpacked size of an XLSX upload (issue 28 item 3)', () => {
  it('passes a real workbook and counts what it unpacks to', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Items');
    sheet.addRow(['title', 'sku', 'price']);
    for (let i = 0; i < 1000; i++) sheet.addRow([`Dunk Low ${i}`, `DL-${i}`, 120]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const unpacked = await checkXlsxUnpackedSize(bytes);
    expect(unpacked).toBeGreaterThan(bytes.length);
  });

  it('refuses a ZIP bomb in words once it unpacks past the cap, without inflating all of it', async () => {
    const bomb = await zipOfZeros(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    await expect(checkXlsxUnpackedSize(bomb, 16 * 1024 * 1024)).rejects.toThrow(XLSX_SIZE_MESSAGES.tooBig);
    console.log(`XLSX bomb: ${bomb.length} bytes refused in ${Math.round(performance.now() - started)} ms`);
  });

  it('refuses what is not a ZIP in words', async () => {
    await expect(checkXlsxUnpackedSize(Buffer.from('PK\u0003\u0004 not really'))).rejects.toThrow(
      XLSX_SIZE_MESSAGES.unreadable,
    );
  });
});
