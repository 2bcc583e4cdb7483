import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_MODULES_ID, type PageIslandRef } from '#domain/api/page-render.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The islands' runtime (src/web/islands/hydrate-islands.tsx); each island is a `<name>.island.tsx` module. */
const ISLANDS_RUNTIME = 'islands/hydrate-islands.tsx';
// The runtime's dynamic imports name each island's chunk: by its source (`…/islands/x.island.tsx`), or by
// the chunk itself when the module is also imported statically elsewhere (`_x.island-HASH.js`).
const ISLAND_CHUNK = /(?:^|[/_])([a-z0-9-]+)\.island(?:\.tsx|-[\w-]+\.js)$/;

/**
 * A page's largest paint is its banner: announced in the HTML, it downloads first. Phones get its card
 * framing, wider screens the banner, as BannerBackdrop draws them, so each screen preloads only the file it
 * shows. `stem` is `/images/{slug}-banner`.
 */
const heroPreload = (stem: string) => {
  const card = stem.replace(/-banner$/, '-card');
  return (
    `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(max-width: 639px)" href="${card}-800.webp" imagesrcset="${card}-480.webp 480w, ${card}-800.webp 800w, ${card}-1200.webp 1200w" imagesizes="100vw">` +
    `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(min-width: 640px)" href="${stem}-1280.webp" imagesrcset="${stem}-768.webp 768w, ${stem}-1280.webp 1280w, ${stem}-1920.webp 1920w" imagesizes="max(100vw, 1280px)">`
  );
};

/** A generated banner's path (`/images/{slug}-banner-1280.webp`) as the stem of its widths; nothing else. */
const bannerStem = (path: string) => /^(\/images\/[a-z0-9-]+-banner)-\d+\.webp$/.exec(path)?.[1];

/** The list boot.ts reads to fetch a page's chunks at once; JSON that cannot close its element. */
const pageModules = (files: string[]) =>
  `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(files.map((file) => `/${file}`)).replace(/</g, '\\u003c')}</script>`;

export interface PageShells {
  /** a page the browser renders alone (an account page, a draft preview): the single-page app's scripts */
  app: string;
  /**
   * A server-rendered page: the islands' runtime and the scripts of the islands that hydrate at once (those
   * waiting to be seen load when they are), and the page's banner.
   */
  rendered(islands: readonly PageIslandRef[], banner: string | null): string;
}

/** Builds, once at start, the shells of the pages from the built index.html and Vite's manifest. */
export function createPageShells(shell: string, distDir: string): PageShells {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { app: shell, rendered: () => shell };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, seen);
    return seen;
  };
  // The storefront's entry (boot.ts) is loaded by the shell's own <script>; what it starts is listed for it.
  const entry = manifest['index.html'];
  const loaded = entry ? closure('index.html') : new Set<string>();
  const started = (key: string | undefined) => (key ? [...closure(key)].filter((k) => !loaded.has(k)) : []);
  const appKey = entry?.dynamicImports?.find((key) => key.endsWith('main.tsx'));
  const runtimeKey = entry?.dynamicImports?.find((key) => key.endsWith(ISLANDS_RUNTIME));
  // Both typefaces' Latin files (fonts.css, cut by scripts/fonts.mjs): wanted by the first paint, which does not
  // wait for a late font.
  const fonts = (entry?.assets ?? [])
    .filter((file) => /-subset-[\w-]+\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join('');
  const withHead = (keys: Iterable<string>, extra = '') => {
    const files = [...new Set(keys)].flatMap((key) => manifest[key]?.file ?? []);
    return shell.replace('</head>', () => `${fonts}${extra}${files.length ? pageModules(files) : ''}</head>`);
  };
  const runtime = started(runtimeKey);
  const islandKeys = new Map(
    (runtimeKey ? (manifest[runtimeKey]?.dynamicImports ?? []) : []).flatMap((key) => {
      const name = ISLAND_CHUNK.exec(key)?.[1];
      return name ? [[name, key] as const] : [];
    }),
  );
  const rendered = new Map<string, string>();
  return {
    app: withHead(started(appKey)),
    rendered(islands, banner) {
      const names = [...new Set(islands.filter((i) => i.hydrate === 'load').map((i) => i.name))].sort();
      const stem = banner ? bannerStem(banner) : undefined;
      const cacheKey = `${names.join(',')}|${stem ?? ''}`;
      let html = rendered.get(cacheKey);
      if (html === undefined) {
        const modules = names.flatMap((name) => started(islandKeys.get(name)));
        html = withHead([...runtime, ...modules], stem ? heroPreload(stem) : '');
        // A page's islands and banner come from a small set (a banner per trip); the bound only guards memory.
        if (rendered.size > 2000) rendered.clear();
        rendered.set(cacheKey, html);
      }
      return html;
    },
  };
}
