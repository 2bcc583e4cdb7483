/** Every URL of the site in one place (spec section 2). */
export const paths = {
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
  login: { path: '/login', getHref: (tab?: 'login' | 'register') => (tab ? `/login?tab=${tab}` : '/login') },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  dashboard: {
    path: '/dashboard',
    getHref: (tab?: 'likes' | 'ratings' | 'cart' | 'bookings') => (tab ? `/dashboard?tab=${tab}` : '/dashboard'),
  },
  saveTestimonial: { path: '/save-testimonial', getHref: () => '/save-testimonial' },
  payment: { path: '/payment', getHref: () => '/payment' },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
} as const;

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
