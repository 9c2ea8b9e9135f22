/** WCAG 2 contrast of colours given as #rgb or #rrggbb. */

type Rgb = [number, number, number];

/** AA for normal text. */
const AA_TEXT = 4.5;

export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** From 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (from: Rgb, to: Rgb, share: number): Rgb => from.map((c, i) => c + (to[i] - c) * share) as Rgb;

/**
 * The colour as text on the background: unchanged when it reaches the ratio, else mixed step by step
 * towards black (light background) or white (dark background) until it does.
 */
export function readableOn(color: string, background: string, minRatio = AA_TEXT): string {
  const rgb = parseHex(color);
  const bg = parseHex(background);
  if (!rgb || !bg) return color;
  if (contrastRatio(color, background) >= minRatio) return toHex(rgb);
  const target: Rgb = relativeLuminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step++) {
    const candidate = toHex(mix(rgb, target, step / 100));
    if (contrastRatio(candidate, background) >= minRatio) return candidate;
  }
  return toHex(target);
}

/** Black or white, whichever is easier to read on the colour (e.g. a button's label). */
export function textColorOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
