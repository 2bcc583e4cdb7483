import type { ReactNode } from 'react';
import { AppLink, isCurrentPath, useAppLocation } from '#web/lib/navigation.js';
import { useT } from '#web/i18n/i18n.js';
import type { NavItem } from './nav-links.js';

interface NavItemLinkProps {
  item: NavItem;
  /** its classes, as the page it leads to is the one shown or not */
  className: (current: boolean) => string;
  /** what follows the label on the current page (a dot in the menu) */
  currentMark?: ReactNode;
  onClick?: () => void;
}

/** A link of the main navigation, marked as the current page when it leads to the page shown. */
export function NavItemLink({ item, className, currentMark, onClick }: NavItemLinkProps) {
  const t = useT();
  const current = isCurrentPath(useAppLocation().pathname, item.href, item.end);
  return (
    <AppLink
      to={item.href}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      className={className(current)}
    >
      {t(item.label)}
      {current && currentMark}
    </AppLink>
  );
}
