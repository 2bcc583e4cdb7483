// Renders the storefront's landscape artwork to WebP, several widths per image for srcset.
//   npx tsx scripts/images/generate.ts [outDir] [--force]   (default outDir: src/web/public/images)
import { access, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { IMAGE_SIZES } from '#domain/image-sizes.js';
import type { SceneKey } from '#server/db/seed/data/types.js';
import type { TimeOfDay } from './palette.js';
import { renderSvg, type Kind } from './render.js';

export interface ImageItem {
  slug: string;
  scene: SceneKey;
  /** force a time of day; by default it follows from the slug */
  time?: TimeOfDay;
}

export interface GenerateOptions {
  outDir: string;
  items: ImageItem[];
  force?: boolean;
}

/** Output widths and heights per kind; the first entry is the largest and is rendered from SVG. */
export const SIZES = IMAGE_SIZES as Record<Kind, [number, number][]>;

/** Always present: the fallback images and the home page hero. */
export const FIXED_ITEMS: ImageItem[] = [
  { slug: 'default', scene: 'savanna-acacia', time: 'dusk' },
  { slug: 'home-hero', scene: 'dhow', time: 'golden' },
];

export const fileName = (slug: string, kind: Kind, width: number): string => `${slug}-${kind}-${width}.webp`;

export function filesFor(slug: string): string[] {
  return (Object.keys(SIZES) as Kind[]).flatMap((kind) => SIZES[kind].map(([wd]) => fileName(slug, kind, wd)));
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function renderItem(item: ImageItem, outDir: string): Promise<void> {
  for (const kind of Object.keys(SIZES) as Kind[]) {
    const [[width, height], ...smaller] = SIZES[kind] as [[number, number], ...[number, number][]];
    // rasterise once at the largest size, then scale that bitmap down for the smaller files
    const svg = renderSvg(item.slug, item.scene, kind, { time: item.time, width });
    const { data, info } = await sharp(Buffer.from(svg))
      .resize(width, height)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    for (const [wd, ht] of [[width, height], ...smaller] as [number, number][]) {
      const webp = await sharp(data, { raw }).resize(wd, ht).webp({ quality: 76, effort: 4 }).toBuffer();
      await writeFile(join(outDir, fileName(item.slug, kind, wd)), webp);
    }
  }
}

export async function generateImages(options: GenerateOptions): Promise<{ written: number; skipped: number }> {
  const { outDir, force = false } = options;
  await mkdir(outDir, { recursive: true });
  const seen = new Set<string>();
  const queue: ImageItem[] = [];
  for (const item of [...FIXED_ITEMS, ...options.items]) {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(item.slug)) throw new Error(`image slug must be kebab-case: ${item.slug}`);
    if (seen.has(item.slug)) continue;
    seen.add(item.slug);
    queue.push(item);
  }
  let written = 0;
  let skipped = 0;
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const present = await Promise.all(filesFor(item.slug).map((name) => exists(join(outDir, name))));
      if (!force && present.every(Boolean)) {
        skipped += 1;
        continue;
      }
      await renderItem(item, outDir);
      written += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return { written, skipped };
}

/** The CLI: `[outDir] [--force]`, items from the seed catalogue. */
export async function main(args: string[] = process.argv.slice(2)): Promise<void> {
  const outDir = resolve(args.find((a) => !a.startsWith('--')) ?? 'src/web/public/images');
  const force = args.includes('--force');
  const { DESTINATIONS } = await import('#server/db/seed/data/destinations.js');
  const { TRIPS } = await import('#server/db/seed/data/trips.js');
  const items: ImageItem[] = [...DESTINATIONS, ...TRIPS].map(({ slug, scene }) => ({ slug, scene }));
  const started = performance.now();
  const { written, skipped } = await generateImages({ outDir, items, force });
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`images: ${written} written, ${skipped} skipped (${written + skipped} items) in ${secs}s -> ${outDir}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
