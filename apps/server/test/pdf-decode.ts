/**
 * For the label tests: render a PDF page to a PNG with poppler's pdftoppm (as a printer would rasterise it) and
 * read its QR codes and barcodes back with ZXing (ZXing-C++). A region (fractions of the page) picks one code when a label
 * has several.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PNG } from 'pngjs';
import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';

const run = promisify(execFile);

export interface Raster {
  width: number;
  height: number;
  /** One byte of luminance per pixel. */
  gray: Uint8ClampedArray;
}

export async function hasPdftoppm(): Promise<boolean> {
  try {
    await run('pdftoppm', ['-v']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Page `page` (from 1) of the PDF at `dpi`, greyscale. `antialias: false` rasterises like a thermal printer
 * (every dot black or white, any touched dot blackened).
 */
export async function renderPage(
  pdf: Uint8Array,
  page: number,
  dpi: number,
  { antialias = true } = {},
): Promise<Raster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'backroom-pdf-'));
  try {
    const file = path.join(dir, 'in.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-gray',
      '-png',
      ...(antialias ? [] : ['-aa', 'no', '-aaVector', 'no']),
      '-singlefile',
      file,
      path.join(dir, 'out'),
    ]);
    const png = PNG.sync.read(await readFile(path.join(dir, 'out.png')));
    const gray = new Uint8ClampedArray(png.width * png.height);
    for (let i = 0; i < gray.length; i++) gray[i] = png.data[i * 4]!;
    return { width: png.width, height: png.height, gray };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Every page of the PDF at `dpi` in one pdftoppm call (greyscale PGM files, cheap to read), in page order. With
 * `keep`, the files stay in a directory the caller removes (for a second decoder), listed in `files`.
 */
export async function renderPages(
  pdf: Uint8Array,
  dpi: number,
  { antialias = true } = {},
): Promise<{ rasters: Raster[]; files: string[]; dir: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'backroom-pdf-'));
  const file = path.join(dir, 'in.pdf');
  await writeFile(file, pdf);
  const aa = antialias ? 'yes' : 'no';
  await run('pdftoppm', ['-r', String(dpi), '-gray', '-aa', aa, '-aaVector', aa, file, path.join(dir, 'p')]);
  const files = (await readdir(dir))
    .filter((f) => f.endsWith('.pgm'))
    .sort()
    .map((f) => path.join(dir, f));
  const rasters = await Promise.all(files.map(async (f) => readPgm(await readFile(f))));
  return { rasters, files, dir };
}

/** A binary greyscale PGM (P5, 8 bits), as pdftoppm -gray writes it. */
function readPgm(bytes: Buffer): Raster {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not an 8-bit PGM file');
  const [whole, width, height] = header;
  const w = Number(width);
  const h = Number(height);
  const start = whole.length;
  return { width: w, height: h, gray: new Uint8ClampedArray(bytes.subarray(start, start + w * h)) };
}

/** Whether zbarimg (zbar-tools), a second decoder independent of ZXing, is installed. */
export async function hasZbarimg(): Promise<boolean> {
  try {
    await run('zbarimg', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/** What zbarimg reads in each file: one "TYPE:text" line per symbol, e.g. "QR-Code:…" or "CODE-128:…". */
export async function zbarRead(files: string[]): Promise<string[][]> {
  const { stdout } = await run('zbarimg', ['--xml', '-q', ...files], { maxBuffer: 64 * 1024 * 1024 }).catch(
    // zbarimg exits 4 when some image has no symbol; its output still names what it read.
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  const bySource = new Map<string, string[]>();
  for (const [, source, body] of stdout.matchAll(/<source href='([^']*)'>([\s\S]*?)<\/source>/g)) {
    const symbols = [
      ...body!.matchAll(/<symbol type='([^']*)'[\s\S]*?<data><!\[CDATA\[([\s\S]*?)\]\]><\/data>/g),
    ];
    bySource.set(
      source!,
      symbols.map(([, type, text]) => `${type}:${text}`),
    );
  }
  return files.map((f) => bySource.get(f) ?? []);
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

function crop(r: Raster, region: Region = { left: 0, top: 0, width: 1, height: 1 }): Raster {
  const x0 = Math.floor(region.left * r.width);
  const y0 = Math.floor(region.top * r.height);
  const w = Math.floor(region.width * r.width);
  const h = Math.floor(region.height * r.height);
  const gray = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    gray.set(r.gray.subarray((y0 + y) * r.width + x0, (y0 + y) * r.width + x0 + w), y * w);
  return { width: w, height: h, gray };
}

/**
 * ZXing-C++ (zxing-wasm), loaded from the package's own .wasm file. The TypeScript port (@zxing/library) was
 * the decoder before: it misreads about 1 in 100 perfectly drawn QR codes (a checksum error, or a finder
 * pattern found among the data modules), which made these tests flaky for no fault of the label.
 */
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'))
      .buffer as ArrayBuffer,
  },
});

async function read(r: Raster, region: Region | undefined, options: ReaderOptions) {
  const image = crop(r, region);
  const data = new Uint8ClampedArray(image.width * image.height * 4);
  image.gray.forEach((v, i) => {
    data.set([v, v, v, 255], i * 4);
  });
  const results = await readBarcodes(
    { data, width: image.width, height: image.height } as unknown as Parameters<typeof readBarcodes>[0],
    {
      tryHarder: true,
      maxNumberOfSymbols: 1,
      ...options,
    },
  );
  return results.find((result) => result.isValid) ?? null;
}

/** The QR code's text in the region, or null. */
export async function readQr(r: Raster, region?: Region): Promise<string | null> {
  return (await read(r, region, { formats: ['QRCode'] }))?.text ?? null;
}

const FORMAT_NAMES: Record<string, string> = {
  Code128: 'CODE_128',
  EAN13: 'EAN_13',
  EAN8: 'EAN_8',
  UPCA: 'UPC_A',
};

/** The linear barcode's text and format (ZXing's upper-case name, e.g. CODE_128) in the region, or null. */
export async function readBarcode(
  r: Raster,
  region?: Region,
): Promise<{ text: string; format: string } | null> {
  const result = await read(r, region, { formats: ['Code128', 'EAN13', 'EAN8', 'UPCA'] });
  return result ? { text: result.text, format: FORMAT_NAMES[result.format] ?? result.format } : null;
}
