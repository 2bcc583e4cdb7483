import { useT } from '#web/i18n/i18n.js';
import { LanguageMenu } from './language-switcher.js';
import CurrencySelectIsland from '#web/features/currency/islands/currency-select.island.js';
import AccountActionsIsland from '#web/features/layout/islands/account-actions.island.js';
import MobileMenuIsland from '#web/features/layout/islands/mobile-menu.island.js';
import ScrollButtonIsland from '#web/features/layout/islands/scroll-button.island.js';
import { cn } from '#web/lib/cn.js';
import { Logo } from './logo.js';
import { NavItemLink } from './nav-item-link.js';
import { mainNav } from './nav-links.js';

/** Sticky header with the main links, the currency and the account actions. */
export function Header() {
  const t = useT();
  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-white/95 backdrop-blur-md supports-backdrop-filter:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:h-[4.5rem] lg:px-8">
        <Logo />
        <nav aria-label={t('Main')} className="ml-auto hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) => (
              <li key={item.href}>
                <NavItemLink
                  item={item}
                  className={(current) =>
                    cn(
                      'relative block rounded-full px-3.5 py-2 text-[0.9375rem] font-medium transition-colors duration-200',
                      'after:absolute after:inset-x-3.5 after:bottom-0.5 after:h-0.5 after:rounded-full after:bg-gold after:transition-transform after:duration-200 motion-reduce:after:transition-none',
                      current ? 'text-ink after:scale-x-100' : 'text-ink/70 after:scale-x-0 hover:text-ink',
                    )
                  }
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 border-l border-ink/10 pl-6 lg:flex">
          <LanguageMenu />
          <CurrencySelectIsland />
          <AccountActionsIsland className="flex items-center" />
        </div>
        {/* As wide as both buttons from the start: the scroll button arrives after the page has loaded, and
            the menu button must not move when it does (no layout shift). */}
        <div className="ml-auto flex w-22 items-center justify-end gap-2 lg:hidden">
          <ScrollButtonIsland placement="header" />
          <MobileMenuIsland />
        </div>
      </div>
    </header>
  );
}
