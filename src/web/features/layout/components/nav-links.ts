import { msg } from '#web/i18n/i18n.js';
import { paths } from '#web/config/paths.js';

export interface NavItem {
  /** its English text, marked for the catalogues: the link shows it translated */
  label: string;
  href: string;
  /** only the exact path is active (Home would otherwise match every page) */
  end?: boolean;
}

/** The header's links, in order; the mobile menu shows the same. */
export const mainNav: readonly NavItem[] = [
  { label: msg('Home'), href: paths.home.getHref(), end: true },
  { label: msg('Tours'), href: paths.tours.getHref() },
  { label: msg('Safaris'), href: paths.safaris.getHref() },
  { label: msg('About'), href: paths.about.getHref() },
  { label: msg('Contact'), href: paths.contact.getHref() },
];

/**
 * The footer's company links; Our Services leads to the tours. The spec's four come first; the company's other
 * pages follow, which no other link on the site leads to.
 */
export const companyNav: readonly NavItem[] = [
  { label: msg('Home'), href: paths.home.getHref() },
  { label: msg('About Us'), href: paths.about.getHref() },
  { label: msg('Our Services'), href: paths.tours.getHref() },
  { label: msg('Contact Us'), href: paths.contact.getHref() },
  { label: msg('Reviews'), href: paths.reviews.getHref() },
  { label: msg('Blog'), href: paths.blog.getHref() },
  { label: msg('Careers'), href: paths.careers.getHref() },
  { label: msg('Press'), href: paths.press.getHref() },
];

export const legalNav: readonly NavItem[] = [
  { label: msg('FAQ'), href: paths.faq.getHref() },
  { label: msg('Privacy'), href: paths.privacy.getHref() },
  { label: msg('Terms'), href: paths.terms.getHref() },
];
