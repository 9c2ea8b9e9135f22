import QRCode from 'qrcode';
import sharp from 'sharp';

export type QrImageFormat = 'png' | 'svg';

const SIZE = 480;
const CAPTION_HEIGHT = 72;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** 40 px for "Tisch 12 · Fensterplatz", smaller for a longer caption, so it fits the code's width. */
const captionFontSize = (caption: string) => Math.max(14, Math.min(40, Math.floor(880 / caption.length)));

/** The QR code of a link with a caption below it, as an SVG document. */
async function captionedQrSvg(link: string, caption: string): Promise<string> {
  const qr = await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const inner = qr.replace('<svg ', `<svg x="0" y="0" width="${SIZE}" height="${SIZE}" `);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE + CAPTION_HEIGHT}" viewBox="0 0 ${SIZE} ${SIZE + CAPTION_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    inner,
    `<text x="${SIZE / 2}" y="${SIZE + CAPTION_HEIGHT / 2}" font-family="Helvetica, Arial, sans-serif" font-size="${captionFontSize(caption)}" font-weight="bold" text-anchor="middle" fill="#000000">${escapeXml(caption)}</text>`,
    '</svg>',
  ].join('');
}

export async function captionedQrImage(link: string, caption: string, format: QrImageFormat): Promise<Buffer> {
  const svg = await captionedQrSvg(link, caption);
  if (format === 'svg') return Buffer.from(svg, 'utf8');
  return sharp(Buffer.from(svg, 'utf8')).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/**
 * A bare QR code as a PNG data URL for the printable sheet: greyscale without alpha, which
 * pdfkit embeds as is instead of decoding every pixel in JavaScript.
 */
export async function qrPngDataUrl(link: string): Promise<string> {
  const svg = await QRCode.toString(link, { type: 'svg', margin: 1, width: 360, errorCorrectionLevel: 'M' });
  const grey = await sharp(Buffer.from(svg, 'utf8'))
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return `data:image/png;base64,${grey.toString('base64')}`;
}
