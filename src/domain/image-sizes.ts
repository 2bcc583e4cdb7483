/** The two framings of every picture: a card (4:3) and a wide banner. */
export type ImageKind = 'card' | 'banner';

/**
 * Width and height of every size the storefront uses, largest first: the generated art
 * (scripts/images) and the uploaded pictures (src/server/media) are both made in exactly these.
 */
export const IMAGE_SIZES: Record<ImageKind, readonly (readonly [number, number])[]> = {
  card: [
    [1200, 900],
    [800, 600],
    [480, 360],
  ],
  banner: [
    [1920, 800],
    [1280, 533],
    [768, 320],
  ],
};
