import type { PDFFont } from 'pdf-lib';

// The standard PDF fonts speak WinAnsi (Latin-1 plus a few typographic marks) and pdf-lib throws on
// anything else. A tourist's name, an agent's itinerary or an emoji must never stop the confirmation
// from being made, so every string is brought into the font's character set before it is drawn.

/** Look-alikes for common characters WinAnsi lacks. */
const LOOK_ALIKES: Record<string, string> = {
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2015': '-', // horizontal bar
  '\u2212': '-', // minus sign
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u2039': '<',
  '\u203a': '>',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2248': '~',
  '\u2264': '<=',
  '\u2265': '>=',
  // Latin letters with a stroke have no accent to drop (Polish, Croatian, Turkish, Maltese names).
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  '\t': ' ',
};
// zero-width joiners and spaces, variation selectors, flag tags
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
const PICTURE = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}/u;
const SPACE = /\s/u;
const MARK = /\p{M}/gu;

/** Makes text safe for `font`: look-alikes, accents dropped, other scripts as '?', pictures and emoji left out. */
export function fontSafe(text: string, font: PDFFont): string {
  const known = characterSet(font);
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || (known.has(code) && code >= 0x20)) out += char;
    else if (char in LOOK_ALIKES) out += LOOK_ALIKES[char];
    else if (INVISIBLE.test(char) || PICTURE.test(char)) continue;
    else if (SPACE.test(char)) out += ' ';
    else out += baseLetters(char, known) ?? '?';
  }
  return out;
}

/** 'ş' → 's', 'ǅ' → 'Dž' → 'Dz': the letters under the accents when the font has them. */
function baseLetters(char: string, known: Set<number>): string | null {
  const bare = char.normalize('NFKD').replace(MARK, '');
  if (!bare || bare === char) return null;
  return [...bare].every((c) => known.has(c.codePointAt(0) ?? 0)) ? bare : null;
}

const SETS = new WeakMap<PDFFont, Set<number>>();
function characterSet(font: PDFFont): Set<number> {
  let set = SETS.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    SETS.set(font, set);
  }
  return set;
}

/** Breaks font-safe text into lines no wider than `width`; a word longer than a line is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A URL or a name without spaces wider than the page: cut it where it must.
      while (!fits(line)) {
        let cut = line.length - 1;
        while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
