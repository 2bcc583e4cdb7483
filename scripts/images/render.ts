// Turns (slug, scene, kind) into a complete SVG document.
import type { SceneKey } from '#server/db/seed/data/types.js';
import { createRng, makePalette, type TimeOfDay } from './palette.js';
import { resetIds, type Size } from './scenes/common.js';
import { SCENES } from './scenes/index.js';

export type Kind = 'card' | 'banner';

/** The user-space canvas each kind is composed on. */
export const CANVAS: Record<Kind, Size> = {
  card: { w: 1600, h: 1200 },
  banner: { w: 1920, h: 800 },
};

export interface RenderOptions {
  /** force a time of day instead of deriving it from the slug */
  time?: TimeOfDay | undefined;
  /** pixel width of the rendered document (height follows the aspect ratio) */
  width?: number | undefined;
}

export function renderSvg(slug: string, scene: SceneKey, kind: Kind, opts: RenderOptions = {}): string {
  resetIds();
  const size = CANVAS[kind];
  const rng = createRng(`${slug}|${scene}`);
  const entry = SCENES[scene];
  const palette = makePalette(rng.fork('palette'), entry.times, opts.time);
  // card and banner share the seed, so both show the same place in the same light
  const body = entry.draw(rng.fork('scene'), palette, size);
  const width = opts.width ?? size.w;
  const height = Math.round((width * size.h) / size.w);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${size.w} ${size.h}" preserveAspectRatio="xMidYMid slice">${body}</svg>`
  );
}
