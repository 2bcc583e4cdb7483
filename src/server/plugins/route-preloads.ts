import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathMatcher, sitePaths } from '#domain/site-paths.js';
import { PAGE_MODULES_ID } from '#domain/api/page-render.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The pages a visitor lands on most, and their lazy route modules. Without a hint the browser learns
 * of a page's chunk only after the entry script has run: one more round trip before the first paint.
 */
const LANDING_ROUTES: [RegExp, string, hero?: string][] = [
  [pathMatcher(sitePaths.home.path), 'app/routes/home.tsx', '/images/home-hero-banner'],
  [pathMatcher(sitePaths.tours.path), 'app/routes/tours.tsx', '/images/nungwi-banner'],
  [pathMatcher(sitePaths.safaris.path), 'app/routes/safaris.tsx', '/images/serengeti-banner'],
  [pathMatcher(sitePaths.safari.path), 'app/routes/safari-detail.tsx'],
  [pathMatcher(sitePaths.zanzibarTour.path), 'app/routes/zanzibar-tour-detail.tsx'],
  [pathMatcher(sitePaths.destination.path), 'app/routes/destination-detail.tsx'],
  [pathMatcher(sitePaths.contact.path), 'app/routes/contact.tsx'],
];

/**
 * These pages' largest paint is a fixed banner (the same files their route modules show): announced in
 * the HTML, it downloads first. Phones get its card framing, wider screens the banner, as BannerBackdrop
 * draws them, so each screen preloads only the file it shows.
 */
const heroPreload = (stem: string) => {
  const card = stem.replace(/-banner$/, '-card');
  return (
    `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(max-width: 639px)" href="${card}-800.webp" imagesrcset="${card}-480.webp 480w, ${card}-800.webp 800w, ${card}-1200.webp 1200w" imagesizes="100vw">` +
    `<link rel="preload" as="image" type="image/webp" fetchpriority="high" media="(min-width: 640px)" href="${stem}-1280.webp" imagesrcset="${stem}-768.webp 768w, ${stem}-1280.webp 1280w, ${stem}-1920.webp 1920w" imagesizes="max(100vw, 1280px)">`
  );
};

/** The list boot.ts reads to fetch a page's chunks at once; JSON that cannot close its element. */
const pageModules = (files: string[]) =>
  `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(files.map((file) => `/${file}`)).replace(/</g, '\\u003c')}</script>`;

/** Gives the shell for a path with its route's preload links, and the banner of a detail page if known. */
export type ShellRenderer = (pathname: string, bannerPath?: string | null) => string;

/** A stored banner path (`/images/{slug}-banner-1280.webp`) as the stem of its widths. */
const bannerStem = (path: string) => /^(\/images\/[a-z0-9-]+-banner)-\d+\.webp$/.exec(path)?.[1];

/** Builds, once at start, the renderer of the app shell. */
export function createShellRenderer(shell: string, distDir: string): ShellRenderer {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => shell;
  const withBanner = (html: string, bannerPath?: string | null) => {
    const stem = bannerPath ? bannerStem(bannerPath) : undefined;
    return stem ? html.replace('</head>', `${heroPreload(stem)}</head>`) : html;
  };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, seen);
    return seen;
  };
  // The storefront's entry (boot.ts) is loaded by the shell's own <script>; the app it starts (main.tsx) and
  // each landing page's chunks are listed for it. The back office (admin.html) has its own entry.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key === 'index.html');
  const loaded = entryKey ? closure(entryKey) : new Set<string>();
  const appKey = entryKey ? manifest[entryKey]?.dynamicImports?.find((key) => key.endsWith('main.tsx')) : undefined;
  const app = appKey ? [...closure(appKey)].filter((key) => !loaded.has(key)) : [];
  // Both typefaces' Latin files (fonts.css): wanted by the first paint, which does not wait for a late font.
  const fonts = (entryKey ? (manifest[entryKey]?.assets ?? []) : [])
    .filter((file) => /-latin-wght-normal-[\w-]+\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join('');
  const withModules = (keys: Iterable<string>) => {
    const files = [...new Set(keys)].flatMap((key) => manifest[key]?.file ?? []);
    return shell.replace('</head>', `${fonts}${files.length ? pageModules(files) : ''}</head>`);
  };
  const appShell = withModules(app);
  const rendered = new Map<string, string>();
  for (const [, source, hero] of LANDING_ROUTES) {
    const key = Object.keys(manifest).find((k) => k.endsWith(source));
    if (!key) continue;
    const page = [...closure(key)].filter((k) => !loaded.has(k));
    const html = withModules([...app, ...page]);
    rendered.set(source, hero ? html.replace('</head>', `${heroPreload(hero)}</head>`) : html);
  }
  return (pathname, bannerPath) => {
    const match = LANDING_ROUTES.find(([pattern]) => pattern.test(pathname));
    return withBanner((match && rendered.get(match[1])) ?? appShell, bannerPath);
  };
}
