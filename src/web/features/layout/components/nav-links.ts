import { paths } from '#web/config/paths.js';

export interface NavItem {
  label: string;
  href: string;
  /** only the exact path is active (Home would otherwise match every page) */
  end?: boolean;
}

/** The header's links, in order; the mobile menu shows the same. */
export const mainNav: readonly NavItem[] = [
  { label: 'Home', href: paths.home.getHref(), end: true },
  { label: 'Tours', href: paths.tours.getHref() },
  { label: 'Safaris', href: paths.safaris.getHref() },
  { label: 'About', href: paths.about.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
];

/** The footer's company links; Our Services leads to the tours. */
export const companyNav: readonly NavItem[] = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'About Us', href: paths.about.getHref() },
  { label: 'Our Services', href: paths.tours.getHref() },
  { label: 'Contact Us', href: paths.contact.getHref() },
];

export const legalNav: readonly NavItem[] = [
  { label: 'FAQ', href: paths.faq.getHref() },
  { label: 'Privacy', href: paths.privacy.getHref() },
  { label: 'Terms', href: paths.terms.getHref() },
];
