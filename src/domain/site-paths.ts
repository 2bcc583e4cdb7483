import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n/locales.js';

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
  /** the search bar's plain GET form (no JavaScript): the server redirects to /tours or /safaris */
  search: { path: '/search', getHref: () => '/search' },
  tours: { path: '/tours', getHref: (query?: SearchQuery) => withQuery('/tours', query) },
  safaris: { path: '/safaris', getHref: (query?: SearchQuery) => withQuery('/safaris', query) },
  safari: {
    path: '/safari/:uuid',
    getHref: (uuid: string, query?: TripPageQuery) => withQuery(`/safari/${uuid}`, tripPageParams(query)),
  },
  zanzibarTour: {
    path: '/zanzibar-tour/:uuid',
    getHref: (uuid: string, query?: TripPageQuery) => withQuery(`/zanzibar-tour/${uuid}`, tripPageParams(query)),
  },
  destination: {
    path: '/destination/:uuid',
    getHref: (uuid: string, query?: DestinationPageQuery) => withQuery(`/destination/${uuid}`, query),
  },
  destinationPlaceholder: { path: '/destinations/:slug', getHref: (slug: string) => `/destinations/${slug}` },
  reviews: { path: '/reviews', getHref: () => '/reviews' },
  /** the one-time link of the review invitation a traveller is mailed after the trip: the token is the proof */
  writeReview: {
    path: '/reviews/write',
    getHref: (token: string) => `/reviews/write?token=${encodeURIComponent(token)}`,
  },
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
  verifyEmail: {
    path: '/verify-email',
    /** the one-time link a new account's address is mailed: the token confirms the address */
    getHref: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  },
  dashboard: {
    path: '/dashboard',
    getHref: (tab?: DashboardTab) => (tab ? `/dashboard?tab=${tab}` : '/dashboard'),
  },
  saveTestimonial: { path: '/save-testimonial', getHref: () => '/save-testimonial' },
  payment: { path: '/payment', getHref: () => '/payment' },
  trackRequest: {
    path: '/requests/:reference',
    /** the private link every request e-mail carries; the key makes it work */
    getHref: (reference: string, key?: string) =>
      key ? `/requests/${reference}?key=${encodeURIComponent(key)}` : `/requests/${reference}`,
  },
  unsubscribe: {
    path: '/unsubscribe',
    /** the one-click link every newsletter e-mail carries: no sign-in, the token is the proof */
    getHref: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`,
  },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
  /** a draft as the storefront will show it; the signed token from the back office opens it */
  tripPreview: {
    path: '/preview/trip/:uuid',
    getHref: (uuid: string, token: string) => `/preview/trip/${uuid}?token=${encodeURIComponent(token)}`,
  },
  destinationPreview: {
    path: '/preview/destination/:uuid',
    getHref: (uuid: string, token: string) => `/preview/destination/${uuid}?token=${encodeURIComponent(token)}`,
  },
  /** the back office's one-time link a new staff member is mailed (the back office's own map: admin-paths.ts) */
  staffSetPassword: {
    path: '/admin/set-password',
    getHref: (token: string) => `/admin/set-password?token=${encodeURIComponent(token)}`,
  },
} as const;

/**
 * Where a locale's pages live: nowhere apart for English (its URLs are the map's own), `/de` for German. The
 * router takes it as its basename, so the map's paths stay the same in every language.
 */
export const localeBasename = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** A site path (`/safaris?location=3`) as the given locale's page: `/de/safaris?location=3`, Home `/de`. */
export function localizedHref(locale: Locale, href: string): string {
  const base = localeBasename(locale);
  if (!base || !href.startsWith('/')) return href;
  return href === '/' || href.startsWith('/?') || href.startsWith('/#') ? `${base}${href.slice(1)}` : `${base}${href}`;
}

/**
 * The locale a requested path is in and the site path it names: `/de/safaris` is German /safaris, `/de` German
 * Home; a path without a locale's prefix (or with `/en`, which no link makes) is English.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/');
  if (!isLocale(first)) return { locale: DEFAULT_LOCALE, path: pathname, prefixed: false };
  return { locale: first, path: `/${rest.join('/')}`, prefixed: true };
}

/** The language switcher's link: keeps the choice and opens `path` (a site path) in `locale`. */
export const languageChoicePath = '/language';
export const languageChoiceHref = (locale: Locale, path: string) =>
  `${languageChoicePath}?${new URLSearchParams({ locale, path }).toString()}`;

/** Preview pages: never rendered on the server, never cached, never indexed. */
export const isPreviewPath = (pathname: string): boolean => pathname.startsWith('/preview/');

export type SitePage = keyof typeof sitePaths;

type QueryValue = string | number | null | undefined;

/** The dates of a stay, `yyyy-MM-dd`, as the search bar chose them. */
export interface StayQuery {
  checkIn?: string | null | undefined;
  checkOut?: string | null | undefined;
}

/**
 * A search on /tours or /safaris: one place (a location id or a destination uuid), or the text a visitor typed
 * when it names several (`q`: the server finds its places again), and the stay.
 */
export interface SearchQuery extends StayQuery {
  location?: string | number | undefined;
  destination?: string | undefined;
  q?: string | undefined;
}

/** A trip page's tabs; `?tab=` opens one (a link without JavaScript, or `book` from elsewhere on the site). */
export const TRIP_PAGE_TABS = ['overview', 'itinerary', 'budget', 'book'] as const;
export type TripPageTab = (typeof TRIP_PAGE_TABS)[number];

/**
 * What a trip page reads from its URL (`?checkIn=&checkOut=&guests=&class=&tab=book`): the booking
 * form starts from the stay, the guest count and the service class, and `tab=book` opens the form.
 */
export interface TripPageQuery extends StayQuery {
  guests?: number | string | null | undefined;
  /** a service class id, sent as `class` */
  classId?: number | string | null | undefined;
  tab?: TripPageTab | null | undefined;
}

/**
 * What a destination page reads from its URL (`?checkIn=&checkOut=&guests=&tab=inquiry`): the inquiry
 * starts from the stay and the guest count, and `tab=inquiry` opens it.
 */
export interface DestinationPageQuery extends StayQuery {
  guests?: number | string | null | undefined;
  tab?: DestinationPageTab | null | undefined;
}

/** A destination page's tabs; `?tab=` opens one. */
export const DESTINATION_PAGE_TABS = ['overview', 'activities', 'inquiry'] as const;
export type DestinationPageTab = (typeof DESTINATION_PAGE_TABS)[number];

/** Reads a destination page's query, as typed (check before use); an unknown tab is none. */
export function readDestinationPageParams(params: URLSearchParams) {
  return {
    ...readStayParams(params),
    guests: params.get('guests'),
    tab: DESTINATION_PAGE_TABS.find((known) => known === params.get('tab')) ?? null,
  };
}

/** The trip page's query as its URL has it, every value as typed (null when absent): check before use. */
export interface TripPageParams {
  checkIn: string | null;
  checkOut: string | null;
  guests: string | null;
  classId: string | null;
  tab: TripPageTab | null;
}

function tripPageParams(query: TripPageQuery | undefined): Record<string, QueryValue> | undefined {
  if (!query) return undefined;
  const { checkIn, checkOut, guests, classId, tab } = query;
  return { checkIn, checkOut, guests, class: classId, tab };
}

/** Reads the stay's dates from a page's query, as typed (check before use). */
export function readStayParams(params: URLSearchParams): Pick<TripPageParams, 'checkIn' | 'checkOut'> {
  return { checkIn: params.get('checkIn'), checkOut: params.get('checkOut') };
}

/** Reads a trip page's query; an unknown tab is none. */
export function readTripPageParams(params: URLSearchParams): TripPageParams {
  const tab = params.get('tab');
  return {
    ...readStayParams(params),
    guests: params.get('guests'),
    classId: params.get('class'),
    tab: TRIP_PAGE_TABS.find((known) => known === tab) ?? null,
  };
}

function withQuery(path: string, query?: Record<string, QueryValue> | SearchQuery | StayQuery): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Which list, and so which detail page, a trip belongs to. */
export type TripSection = 'safari' | 'zanzibar';

/** Safaris open on /safari/{uuid}, Zanzibar tours on /zanzibar-tour/{uuid}; `query` pre-fills the booking. */
export function tripSectionHref(section: TripSection | null, uuid: string, query?: TripPageQuery): string {
  return section === 'safari' ? sitePaths.safari.getHref(uuid, query) : sitePaths.zanzibarTour.getHref(uuid, query);
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
