import { parseHex, toHex } from './contrast';

/** Whether the browser takes the text as a colour ("#FB9818", "teal", "rgb(0 128 128)"). */
export function isCssColor(value: string): boolean {
  const text = value.trim();
  if (!text) return false;
  if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function') return CSS.supports('color', text);
  return parseHex(text) !== null;
}

let context: CanvasRenderingContext2D | null | undefined;
function canvasContext(): CanvasRenderingContext2D | null {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  return context;
}

/** The colour as #rrggbb (a canvas resolves names and functions), or null when it is none. */
export function toHexColor(value: string): string | null {
  const hex = parseHex(value);
  if (hex) return toHex(hex);
  const ctx = canvasContext();
  if (!ctx || !isCssColor(value)) return null;
  // A canvas answers a colour it takes as #rrggbb (or rgba() when transparent).
  ctx.fillStyle = '#000000';
  ctx.fillStyle = value.trim();
  const answer = String(ctx.fillStyle);
  return parseHex(answer) ? answer.toLowerCase() : null;
}
