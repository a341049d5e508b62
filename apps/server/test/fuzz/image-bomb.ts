/**
 * A decompression bomb: a greyscale PNG of zeros whose header says `width` × `height`. 12,000 × 12,000 is
 * 140 kB on the wire (190 kB as base64) and 144 MB once decoded.
 */
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export async function pngBomb(width = 12_000, height = 12_000): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  // Scan lines of zeros (filter byte 0, then the pixels), deflated as they are written.
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const finished = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const rows = Math.max(1, Math.floor((4 * 1024 * 1024) / (width + 1)));
  const block = Buffer.alloc(rows * (width + 1));
  for (let done = 0; done < height; done += rows) {
    const n = Math.min(rows, height - done);
    if (!deflate.write(block.subarray(0, n * (width + 1))))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
