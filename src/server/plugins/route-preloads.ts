import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathMatcher, sitePaths } from '#domain/site-paths.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
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
 * the HTML, it downloads alongside the scripts instead of after them.
 */
const heroPreload = (stem: string) =>
  `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${stem}-1280.webp" imagesrcset="${stem}-768.webp 768w, ${stem}-1280.webp 1280w, ${stem}-1920.webp 1920w" imagesizes="100vw">`;

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
  // The storefront's entry; the back office (admin.html) is a second entry whose chunks no storefront page needs.
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key === 'index.html');
  const shared = entryKey ? closure(entryKey) : new Set<string>();
  const rendered = new Map<string, string>();
  for (const [, source, hero] of LANDING_ROUTES) {
    const key = Object.keys(manifest).find((k) => k.endsWith(source));
    if (!key) continue;
    const links = [...closure(key)]
      .filter((k) => !shared.has(k))
      .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]?.file}">`);
    if (hero) links.unshift(heroPreload(hero));
    rendered.set(source, shell.replace('</head>', `${links.join('')}</head>`));
  }
  return (pathname, bannerPath) => {
    const match = LANDING_ROUTES.find(([pattern]) => pattern.test(pathname));
    return withBanner((match && rendered.get(match[1])) ?? shell, bannerPath);
  };
}
