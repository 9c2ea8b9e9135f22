import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What pdftotext reads from a PDF (an invoice, a credit note), with runs of blanks (layout columns) as one space. */
export function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'tischlein-pdf-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'document.pdf'), '-'])
      .toString('utf8')
      .replace(/[ \t]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
