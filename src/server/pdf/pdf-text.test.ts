import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { fontSafe, wrapText } from './pdf-text.js';

const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);

describe('fontSafe', () => {
  it('keeps what WinAnsi has, typographic marks included', () => {
    expect(fontSafe('Zoë Ñuñez — “Karibu” … 20 €', font)).toBe('Zoë Ñuñez — “Karibu” … 20 €');
  });

  it('turns every character of several scripts and emoji into something the font can draw', () => {
    const sample = [
      ...'Łódź Dubrovnik Đorđe İstanbul ĳ ǅ ﬁ',
      ...'Владимир Ελένη 王芳 محمد שרה हिन्दी',
      ...'👋🏽 👨‍👩‍👧 🇹🇿 ☀️ ✓ → ≤ −',
    ].join('');
    const safe = fontSafe(sample, font);
    expect(() => font.widthOfTextAtSize(safe, 10)).not.toThrow();
    expect(fontSafe('Łódź, Đorđe', font)).toBe('Lódz, Dorde');
    expect(fontSafe('ﬁne ǅ', font)).toBe('fine Dz');
    expect(fontSafe('Sara 👨‍👩‍👧 🇹🇿!', font)).toBe('Sara  !');
    expect(fontSafe('王芳', font)).toBe('??');
  });
});

describe('wrapText', () => {
  it('breaks at spaces within the width and cuts a word wider than a line', () => {
    const lines = wrapText(`Karibu sana to the island ${'x'.repeat(120)}\nDay two`, font, 10, 150);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(150);
    expect(lines[0]).toBe('Karibu sana to the island');
    expect(lines.join('')).toContain('x'.repeat(120));
    expect(lines.at(-1)).toBe('Day two');
  });
});
