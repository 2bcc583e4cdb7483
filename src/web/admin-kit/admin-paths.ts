import { sitePaths } from '#domain/site-paths.js';
import { siteReturnPath } from '#domain/site-return-path.js';

/**
 * The back office's URLs. Kept apart from the storefront's map (`#domain/site-paths.js`), which feeds the
 * sitemap: nothing under /admin is ever offered to a crawler.
 */
export const adminPaths = {
  overview: '/admin',
  login: (next?: string) => (next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login'),
  setPassword: sitePaths.staffSetPassword.path,
  requests: (query?: string) => (query ? `/admin/requests?${query}` : '/admin/requests'),
  request: (uuid: string) => `/admin/requests/${uuid}`,
  payments: (query?: string) => (query ? `/admin/payments?${query}` : '/admin/payments'),
  staff: '/admin/staff',
  trips: (query?: string) => (query ? `/admin/trips?${query}` : '/admin/trips'),
  trip: (uuid: string) => `/admin/trips/${uuid}`,
  tripTranslations: (uuid: string, locale?: string) =>
    `/admin/trips/${uuid}/translations${locale ? `?locale=${locale}` : ''}`,
  destinations: (query?: string) => (query ? `/admin/destinations?${query}` : '/admin/destinations'),
  destination: (uuid: string) => `/admin/destinations/${uuid}`,
  destinationTranslations: (uuid: string, locale?: string) =>
    `/admin/destinations/${uuid}/translations${locale ? `?locale=${locale}` : ''}`,
  moderation: '/admin/moderation',
  subscribers: '/admin/subscribers',
  currencies: '/admin/currencies',
  audit: '/admin/audit',
  /** owners: scheduled jobs that failed, with Retry */
  scheduled: '/admin/scheduled',
} as const;

/** Where a sign-in may send the staff member back to: only a back-office path on this site. */
export function safeNext(next: string | null): string {
  const path = siteReturnPath(next);
  return path && /^\/admin(?:[/?]|$)/.test(path) ? path : adminPaths.overview;
}
