import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Files that look like images to a careless check and are not, or are images built to hurt the decoder. */

export const HTML_WITH_SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG of a few hundred bytes whose header declares width × height (8-bit RGB): its pixel data is a little
 * compressed zero data that would expand to gigabytes if the decoder trusted the header.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const someRows = deflateSync(Buffer.alloc(64 * 1024), { level: 9 });
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', someRows), pngChunk('IEND', Buffer.alloc(0))]);
}

export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
}

export function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#e76f51' } })
    .jpeg()
    .toBuffer();
}

/** A valid PNG with an HTML page after its end: an image to image readers, a page to a sniffing browser. */
export async function pngWithHtmlAppended(): Promise<Buffer> {
  return Buffer.concat([await smallPng(), Buffer.from(HTML_WITH_SCRIPT)]);
}

/** A valid JPEG carrying an HTML page in a comment segment (COM, 0xFFFE) right after its start marker. */
export async function jpegWithHtmlComment(): Promise<Buffer> {
  const jpeg = await smallJpeg();
  const comment = Buffer.from(HTML_WITH_SCRIPT);
  const marker = Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), marker, comment, jpeg.subarray(2)]);
}

/** A JPEG whose frame header (SOF) was changed to declare 65000 × 65000 pixels. */
export async function jpegDeclaring65000Square(): Promise<Buffer> {
  const jpeg = Buffer.from(await smallJpeg());
  for (let i = 2; i < jpeg.length - 9; i++) {
    // SOF0 (baseline) or SOF2 (progressive): FF C0/C2, length, precision, height, width.
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(65000, i + 5);
      jpeg.writeUInt16BE(65000, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker in the JPEG sharp wrote');
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

export const GIF_HEADER = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from(HTML_WITH_SCRIPT)]);

export const PDF_HEADER = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The PNG signature and nothing an image reader can use after it. */
export const PNG_SIGNATURE_THEN_HTML = Buffer.concat([PNG_SIGNATURE, Buffer.from(HTML_WITH_SCRIPT)]);
