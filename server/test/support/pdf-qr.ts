import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQRModule from 'jsqr';

// A CommonJS module whose types say `export default`: TypeScript reads its default import differently under nodenext
// (the server) and bundler resolution (the browser tests); in Node and Playwright it is the function itself.
const jsQR = jsQRModule as unknown as (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;

/** The text of the QR code on a PDF's first page: the page drawn by pdftoppm (poppler-utils) at 200 dpi, read by jsQR. */
export function qrCodeOnPdf(pdf: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'tischlein-qr-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '200', '-f', '1', '-l', '1', '-singlefile', join(dir, 'document.pdf'), join(dir, 'page')]);
    const { width, height, pixels } = readPpm(readFileSync(join(dir, 'page.ppm')));
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set(pixels.subarray(i * 3, i * 3 + 3), i * 4);
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A binary PPM (P6, 8 bits): its size and RGB bytes. */
function readPpm(file: Buffer): { width: number; height: number; pixels: Buffer } {
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary 8-bit PPM');
  return { width: Number(header[1]), height: Number(header[2]), pixels: file.subarray(header[0].length) };
}
