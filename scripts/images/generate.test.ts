import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCENE_KEYS } from '#server/db/seed/data/types.js';
import { FIXED_ITEMS, SIZES, fileName, generateImages } from './generate.js';
import { renderSvg } from './render.js';

const ITEMS = [
  { slug: 'test-beach-one', scene: 'beach-palms' as const },
  { slug: 'test-beach-two', scene: 'beach-palms' as const },
];

describe('generateImages', () => {
  let dir = '';
  let first: { written: number; skipped: number };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'images-'));
    first = await generateImages({ outDir: dir, items: ITEMS });
  }, 60_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes every item plus the fixed default and home-hero sets', () => {
    expect(first).toEqual({ written: ITEMS.length + FIXED_ITEMS.length, skipped: 0 });
  });

  it('writes six WebP files per item at the right pixel sizes', async () => {
    for (const { slug } of [...ITEMS, ...FIXED_ITEMS]) {
      for (const [kind, sizes] of Object.entries(SIZES) as [keyof typeof SIZES, [number, number][]][]) {
        for (const [width, height] of sizes) {
          const file = join(dir, fileName(slug, kind, width));
          const meta = await sharp(file).metadata();
          expect(meta.format, file).toBe('webp');
          expect([meta.width, meta.height], file).toEqual([width, height]);
        }
      }
    }
  });

  it('keeps an 800px card small', async () => {
    const { size } = await stat(join(dir, fileName('test-beach-one', 'card', 800)));
    expect(size).toBeLessThan(60_000);
  });

  it('draws different pictures for two items of the same scene', async () => {
    const a = await readFile(join(dir, fileName('test-beach-one', 'card', 480)));
    const b = await readFile(join(dir, fileName('test-beach-two', 'card', 480)));
    expect(a.equals(b)).toBe(false);
  });

  it('skips items whose files already exist, unless forced', async () => {
    expect(await generateImages({ outDir: dir, items: ITEMS })).toEqual({ written: 0, skipped: 4 });
    const forced = await generateImages({ outDir: dir, items: ITEMS.slice(0, 1), force: true });
    expect(forced).toEqual({ written: 3, skipped: 0 });
  }, 60_000);
});

describe('renderSvg', () => {
  it('draws every scene as a self-contained SVG, deterministically', () => {
    for (const scene of SCENE_KEYS) {
      for (const kind of ['card', 'banner'] as const) {
        const svg = renderSvg(`check-${scene}`, scene, kind);
        expect(svg.startsWith('<svg'), scene).toBe(true);
        expect(svg, scene).not.toMatch(/NaN|undefined|href=/);
        expect(renderSvg(`check-${scene}`, scene, kind)).toBe(svg);
      }
    }
  });
});
