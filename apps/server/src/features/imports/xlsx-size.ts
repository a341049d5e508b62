/**
 * An XLSX file is a ZIP archive: 50 MB of it can unpack to gigabytes of worksheet XML (a "zip bomb"). Before
 * exceljs reads an uploaded workbook, every entry is inflated once here and counted as it comes out (zlib works on
 * the libuv pool, off the event loop); past MAX_XLSX_UNPACKED_BYTES the reading stops and the file is refused.
 * The sizes the archive declares are not trusted: yauzl also refuses an entry that inflates past its declared size.
 */
import { XLSX_SIZE_MESSAGES } from '@backroom/domain/messages/imports';
import { MAX_XLSX_UNPACKED_BYTES } from '@backroom/domain/schemas/imports';
import yauzl from 'yauzl';
import { badInput } from '../../http/errors';

class TooBig extends Error {}

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err || !zip ? reject(err ?? new Error('no zip')) : resolve(zip),
    ),
  );
}

/** Inflates every entry of the workbook, counting; refuses in words past the cap or when the ZIP is broken. */
export async function checkXlsxUnpackedSize(bytes: Buffer, cap = MAX_XLSX_UNPACKED_BYTES): Promise<number> {
  let zip: yauzl.ZipFile;
  try {
    zip = await open(bytes);
  } catch {
    throw badInput(XLSX_SIZE_MESSAGES.unreadable);
  }
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        // The declared size alone already says too much: no need to inflate anything.
        if (total + entry.uncompressedSize > cap) return reject(new TooBig());
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          stream.on('data', (chunk: Buffer) => {
            total += chunk.length;
            if (total > cap) stream.destroy(new TooBig());
          });
          stream.on('error', reject);
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  } catch (err) {
    if (err instanceof TooBig) throw badInput(XLSX_SIZE_MESSAGES.tooBig);
    throw badInput(XLSX_SIZE_MESSAGES.unreadable);
  } finally {
    zip.close();
  }
  return total;
}
