/**
 * Generated images follow `/images/{slug}-{card|banner}-{width}.webp` (scripts/images), so one stored
 * path gives every width for srcset.
 */
const WIDTHS = { card: [480, 800, 1200], banner: [768, 1280, 1920] } as const;
const PATTERN = /^(.*)-(card|banner)-(\d+)\.webp$/;

export const DEFAULT_IMAGE = '/images/default-card-800.webp';

export function imageSrcSet(src: string): string | undefined {
  const match = PATTERN.exec(src);
  if (!match) return undefined;
  const [, stem, kind] = match as unknown as [string, string, 'card' | 'banner'];
  return WIDTHS[kind].map((w) => `${stem}-${kind}-${w}.webp ${w}w`).join(', ');
}

/** The same picture framed for a card (4:3), which suits a phone's narrow screen better than a wide banner. */
export function cardSrcSet(src: string): string | undefined {
  const match = PATTERN.exec(src);
  if (!match) return undefined;
  return imageSrcSet(`${match[1]}-card-${WIDTHS.card[1]}.webp`);
}
