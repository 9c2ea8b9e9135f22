/**
 * A small ESC/POS decoder of our own (no maintained one exists): turns the bytes a kitchen printer receives back into
 * the text it prints, for the fake printer and the tests. It knows the commands bon.ts sends and skips the other
 * common ones by their length; what it does not know it notes in `unknown`.
 */

/** One printed line with the type it was printed in. */
export interface DecodedLine {
  text: string;
  /** Character width and height multipliers (1: normal, 2: double). */
  width: number;
  height: number;
  bold: boolean;
}

/** What was printed up to a cut (or the end of the bytes: `cut` false). Trailing empty lines (the feed before the cut) are dropped. */
export interface DecodedBon {
  lines: DecodedLine[];
  cut: boolean;
}

export interface Decoded {
  bons: DecodedBon[];
  /** Status requests (DLE EOT n) seen, by n. */
  statusRequests: number[];
  /** Commands this decoder does not know, as hex. */
  unknown: string[];
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const DLE = 0x10;
const LF = 0x0a;
const CR = 0x0d;

// The upper halves (0x80–0xFF) of the code pages a printer may be switched to with ESC t n (Epson's numbering).
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';
const CP858_HIGH = CP850_HIGH.slice(0, 0x55) + '€' + CP850_HIGH.slice(0x56);
// Windows-1252: Latin-1 but for 0x80–0x9F (no TextDecoder: Node without full ICU decodes it as Latin-1).
const WINDOWS1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeChar(byte: number, codePage: number): string {
  if (byte < 0x80) return String.fromCharCode(byte);
  switch (codePage) {
    case 0:
      return CP437_HIGH[byte - 0x80];
    case 2:
      return CP850_HIGH[byte - 0x80];
    case 16:
      return byte < 0xa0 ? WINDOWS1252_80_9F[byte - 0x80] : String.fromCharCode(byte);
    case 19:
      return CP858_HIGH[byte - 0x80];
    default:
      return '?';
  }
}

/** How many argument bytes follow ESC x / GS x / FS x for the commands that take a fixed number. */
const ESC_ARGS: Record<number, number> = {
  0x20: 1, // ESC SP n: character spacing
  0x21: 1, // ESC ! n: print mode
  0x24: 2, // ESC $ nL nH: absolute position
  0x25: 1, // ESC % n
  0x2d: 1, // ESC - n: underline
  0x32: 0, // ESC 2: default line spacing
  0x33: 1, // ESC 3 n: line spacing
  0x3d: 1, // ESC = n
  0x3f: 1, // ESC ? n
  0x40: 0, // ESC @: initialize
  0x44: 0, // ESC D … NUL (tabs): handled below
  0x45: 1, // ESC E n: bold
  0x47: 1, // ESC G n: double strike
  0x4a: 1, // ESC J n: feed dots
  0x4d: 1, // ESC M n: font
  0x52: 1, // ESC R n: international set
  0x54: 1, // ESC T n
  0x56: 1, // ESC V n: rotate
  0x5c: 2, // ESC \ nL nH
  0x61: 1, // ESC a n: align
  0x63: 2, // ESC c n m: panel / paper sensors
  0x64: 1, // ESC d n: feed lines
  0x69: 0, // ESC i: cut
  0x6d: 0, // ESC m: cut
  0x70: 3, // ESC p m t1 t2: drawer pulse
  0x72: 1, // ESC r n: colour
  0x74: 1, // ESC t n: code page
  0x7b: 1, // ESC { n: upside down
};
const GS_ARGS: Record<number, number> = {
  0x21: 1, // GS ! n: character size
  0x42: 1, // GS B n: reverse
  0x48: 1, // GS H n: HRI position
  0x4c: 2, // GS L nL nH: left margin
  0x57: 2, // GS W nL nH: print width
  0x61: 1, // GS a n: automatic status back
  0x62: 1, // GS b n: smoothing
  0x66: 1, // GS f n: HRI font
  0x68: 1, // GS h n: barcode height
  0x72: 1, // GS r n: status
  0x77: 1, // GS w n: barcode width
};
const FS_ARGS: Record<number, number> = { 0x21: 1, 0x26: 0, 0x2d: 1, 0x2e: 0, 0x43: 1, 0x57: 1 };

class Decoder {
  private pos = 0;
  private width = 1;
  private height = 1;
  private bold = false;
  private codePage = 0;
  private text = '';
  private lines: DecodedLine[] = [];
  private lineStyle: Omit<DecodedLine, 'text'> | null = null;
  readonly result: Decoded = { bons: [], statusRequests: [], unknown: [] };

  constructor(private readonly bytes: Uint8Array) {}

  run(): Decoded {
    while (this.pos < this.bytes.length) this.step();
    if (this.text) this.newline();
    // What follows the last cut is a bon only if it prints something (the encoder ends with a line feed).
    if (this.lines.some((line) => line.text !== '')) this.finishBon(false);
    return this.result;
  }

  private step(): void {
    const byte = this.bytes[this.pos++];
    if (byte === LF) return this.newline();
    if (byte === CR) return;
    if (byte === ESC) return this.esc();
    if (byte === GS) return this.gs();
    if (byte === FS) return this.command(FS_ARGS, 'FS');
    if (byte === DLE) return this.dle();
    if (byte < 0x20) return;
    // The style of a line is the style its first character was printed in.
    this.lineStyle ??= { width: this.width, height: this.height, bold: this.bold };
    this.text += decodeChar(byte, this.codePage);
  }

  private newline(): void {
    const style = this.lineStyle ?? { width: this.width, height: this.height, bold: this.bold };
    this.lines.push({ text: this.text, ...style });
    this.text = '';
    this.lineStyle = null;
  }

  private finishBon(cut: boolean): void {
    if (this.text) this.newline();
    while (this.lines.length && this.lines[this.lines.length - 1].text === '') this.lines.pop();
    this.result.bons.push({ lines: this.lines, cut });
    this.lines = [];
  }

  private arg(offset = 0): number {
    return this.bytes[this.pos + offset] ?? 0;
  }

  private esc(): void {
    const command = this.bytes[this.pos++];
    if (command === 0x40) return this.initialize();
    if (command === 0x21) this.setMode(this.arg());
    if (command === 0x45) this.bold = (this.arg() & 1) === 1;
    if (command === 0x74) this.codePage = this.arg();
    if (command === 0x64) for (let n = this.arg(); n > 0; n--) this.newline();
    if (command === 0x69 || command === 0x6d) this.finishBon(true);
    if (command === 0x44) {
      while (this.pos < this.bytes.length && this.bytes[this.pos++] !== 0);
      return;
    }
    this.skipArgs(ESC_ARGS, 'ESC', command);
  }

  private gs(): void {
    const command = this.bytes[this.pos++];
    if (command === 0x21) {
      this.width = (this.arg() >> 4) + 1;
      this.height = (this.arg() & 0x0f) + 1;
    }
    if (command === 0x56) return this.cut();
    if (command === 0x28) return this.skipFunction(); // GS ( x pL pH …: QR codes and other functions
    if (command === 0x76 && this.arg() === 0x30) return this.skipRaster();
    this.skipArgs(GS_ARGS, 'GS', command);
  }

  /** GS V m (m = 0, 1, 48, 49) or GS V m n (m = 65, 66): cut, with a feed first for the second form. */
  private cut(): void {
    const m = this.bytes[this.pos++];
    if (m === 65 || m === 66 || m === 97 || m === 98) this.pos++;
    this.finishBon(true);
  }

  private dle(): void {
    const command = this.bytes[this.pos++];
    if (command === 0x04) this.result.statusRequests.push(this.bytes[this.pos++]);
    else if (command === 0x14) this.pos += 3;
    else this.result.unknown.push(`DLE ${hex(command)}`);
  }

  private command(table: Record<number, number>, prefix: string): void {
    this.skipArgs(table, prefix, this.bytes[this.pos++]);
  }

  private skipArgs(table: Record<number, number>, prefix: string, command: number): void {
    const count = table[command];
    if (count === undefined) this.result.unknown.push(`${prefix} ${hex(command)}`);
    this.pos += count ?? 0;
  }

  /** GS ( x pL pH data: skip the function's letter, its length and its pL + 256 pH bytes. */
  private skipFunction(): void {
    this.pos += 1;
    this.pos += 2 + this.arg() + 256 * this.arg(1);
  }

  /** GS v 0 m xL xH yL yH data: a raster image of (xL + 256 xH) × (yL + 256 yH) bytes. */
  private skipRaster(): void {
    const width = this.arg(2) + 256 * this.arg(3);
    const height = this.arg(4) + 256 * this.arg(5);
    this.pos += 6 + width * height;
  }

  private initialize(): void {
    this.width = 1;
    this.height = 1;
    this.bold = false;
    this.codePage = 0;
  }

  private setMode(mode: number): void {
    this.bold = (mode & 0x08) !== 0;
    this.height = mode & 0x10 ? 2 : 1;
    this.width = mode & 0x20 ? 2 : 1;
  }
}

const hex = (byte: number | undefined) => (byte ?? 0).toString(16).padStart(2, '0');

/** Decodes what a printer received. */
export function decodeEscPos(bytes: Uint8Array): Decoded {
  return new Decoder(bytes).run();
}

/** The text of every bon in `bytes`, one string array a bon. */
export const decodedText = (decoded: Decoded): string[][] => decoded.bons.map((bon) => bon.lines.map((line) => line.text));
