/** Text for the PDFs: the standard Helvetica fonts (vector, nothing embedded), fitted to a width. */
import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

const charsets = new WeakMap<PDFFont, Set<number>>();

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  return { regular, bold };
}

/**
 * The text with what the font cannot encode replaced: accents folded to their base letter where possible
 * ("Pokémon" keeps é, "Ł" becomes "L"), anything else to "?". Line breaks become spaces.
 */
export function encodable(font: PDFFont, text: string): string {
  let set = charsets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    charsets.set(font, set);
  }
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ')) {
    const code = ch.codePointAt(0)!;
    if (set.has(code)) out += ch;
    else {
      const folded = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...folded].every((c) => set.has(c.codePointAt(0)!)) && folded ? folded : '?';
    }
  }
  return out;
}

export interface FitWidthOptions {
  font: PDFFont;
  text: string;
  size: number;
  width: number;
}

/** The text cut with an ellipsis so it fits `width` at `size`. */
export function fitWidth({ font, text, size, width }: FitWidthOptions): string {
  const safe = encodable(font, text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let lo = 0;
  let hi = safe.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (font.widthOfTextAtSize(`${safe.slice(0, mid)}…`, size) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '' : `${safe.slice(0, lo).trimEnd()}…`;
}

export interface WrapLinesOptions extends FitWidthOptions {
  maxLines: number;
}

/** Word-wrapped lines of at most `maxLines`; the last one ends with an ellipsis when text is left over. */
export function wrapLines({ font, text, size, width, maxLines }: WrapLinesOptions) {
  const words = encodable(font, text).split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (let i = 0; i < words.length; i++) {
    const next = current ? `${current} ${words[i]}` : words[i]!;
    if (font.widthOfTextAtSize(next, size) <= width || !current) {
      current = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      lines.push(fitWidth({ font, text: `${current} ${words.slice(i).join(' ')}`, size, width }));
      return lines;
    }
    lines.push(current);
    current = words[i]!;
  }
  if (current) lines.push(fitWidth({ font, text: current, size, width }));
  return lines.slice(0, maxLines);
}

export function drawText(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number; font: PDFFont; width: number; align?: 'left' | 'center' },
): void {
  const line = fitWidth({ font: at.font, text, size: at.size, width: at.width });
  if (!line) return;
  const x = at.align === 'center' ? at.x + (at.width - at.font.widthOfTextAtSize(line, at.size)) / 2 : at.x;
  page.drawText(line, { x, y: at.y, size: at.size, font: at.font, color: rgb(0, 0, 0) });
}
