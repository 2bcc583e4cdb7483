import { isSafariTrip, type ClassifiableTrip } from './trips/classification.js';

/** The tabs of /login and /dashboard, kept in `?tab=`. */
export const LOGIN_TABS = ['login', 'register'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];
export const DASHBOARD_TABS = ['likes', 'ratings', 'cart', 'bookings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * Every URL of the site in one place. The web app routes and links with it; the server builds the
 * sitemap, the route preloads and the detail-page banner lookup from it, so a path changes here once.
 */
export const sitePaths = {
  home: { path: '/', getHref: () => '/' },
  tours: { path: '/tours', getHref: (query?: SearchQuery) => withQuery('/tours', query) },
  safaris: { path: '/safaris', getHref: (query?: SearchQuery) => withQuery('/safaris', query) },
  safari: { path: '/safari/:uuid', getHref: (uuid: string) => `/safari/${uuid}` },
  zanzibarTour: { path: '/zanzibar-tour/:uuid', getHref: (uuid: string) => `/zanzibar-tour/${uuid}` },
  destination: { path: '/destination/:uuid', getHref: (uuid: string) => `/destination/${uuid}` },
  destinationPlaceholder: { path: '/destinations/:slug', getHref: (slug: string) => `/destinations/${slug}` },
  reviews: { path: '/reviews', getHref: () => '/reviews' },
  contact: { path: '/contact', getHref: () => '/contact' },
  about: { path: '/about', getHref: () => '/about' },
  careers: { path: '/careers', getHref: () => '/careers' },
  blog: { path: '/blog', getHref: () => '/blog' },
  press: { path: '/press', getHref: () => '/press' },
  faq: { path: '/faq', getHref: () => '/faq' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  login: { path: '/login', getHref: (tab?: LoginTab) => (tab ? `/login?tab=${tab}` : '/login') },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  dashboard: {
    path: '/dashboard',
    getHref: (tab?: DashboardTab) => (tab ? `/dashboard?tab=${tab}` : '/dashboard'),
  },
  saveTestimonial: { path: '/save-testimonial', getHref: () => '/save-testimonial' },
  payment: { path: '/payment', getHref: () => '/payment' },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
} as const;

export type SitePage = keyof typeof sitePaths;

export interface SearchQuery {
  location?: string | number;
  checkIn?: string;
  checkOut?: string;
}

function withQuery(path: string, query?: SearchQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Which list, and so which detail page, a trip belongs to. */
export type TripSection = 'safari' | 'zanzibar';

/** Safaris open on /safari/{uuid}, Zanzibar tours on /zanzibar-tour/{uuid}. */
export function tripSectionHref(section: TripSection | null, uuid: string): string {
  return section === 'safari' ? sitePaths.safari.getHref(uuid) : sitePaths.zanzibarTour.getHref(uuid);
}

/** The detail page of a trip, its section decided from its places and words. */
export function tripHref(trip: ClassifiableTrip & { uuid: string }): string {
  return tripSectionHref(isSafariTrip(trip) ? 'safari' : 'zanzibar', trip.uuid);
}

/** A route pattern (`/safari/:uuid`) as a whole-path matcher; each parameter is one path segment. */
export function pathMatcher(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const DETAIL_PAGES = [
  { kind: 'trip', matcher: pathMatcher(sitePaths.safari.path) },
  { kind: 'trip', matcher: pathMatcher(sitePaths.zanzibarTour.path) },
  { kind: 'destination', matcher: pathMatcher(sitePaths.destination.path) },
] as const;

/** The trip or destination a detail page's path names (its id not yet checked), or null for other pages. */
export function detailPageOf(pathname: string): { kind: 'trip' | 'destination'; id: string } | null {
  for (const { kind, matcher } of DETAIL_PAGES) {
    const id = matcher.exec(pathname)?.[1];
    if (id) return { kind, id };
  }
  return null;
}
