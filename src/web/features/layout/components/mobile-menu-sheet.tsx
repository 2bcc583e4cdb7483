import { useT } from '#web/i18n/i18n.js';
import { LanguageList } from './language-switcher.js';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Button } from '#web/components/ui/button.js';
import { CurrencySelect } from '#web/features/currency/components/currency-select.js';
import { cn } from '#web/lib/cn.js';
import { PageQueries } from '#web/islands/page-queries.js';
import { AccountActions } from './account-actions.js';
import { Logo } from './logo.js';
import { NavItemLink } from './nav-item-link.js';
import { mainNav } from './nav-links.js';

interface MobileMenuSheetProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the menu button, which lives outside this lazily loaded part and gets the focus back */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The side sheet behind the header's menu button. Radix Dialog traps focus, closes on Escape and
 * locks the page scroll; every link closes it so the page shows at once.
 */
export function MobileMenuSheet({ id, open, onOpenChange, opener }: MobileMenuSheetProps) {
  const t = useT();
  const close = () => onOpenChange(false);
  return (
    // The account buttons read the session: the page's queries come with the sheet, not with the menu button.
    <PageQueries>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
          <Dialog.Content
            id={id}
            // The opener is not a Dialog.Trigger (it must not wait for this chunk), so focus goes back by hand.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              opener.current?.focus();
            }}
            className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl transition-transform duration-250 ease-out starting:translate-x-full motion-reduce:transition-none"
          >
            <div className="flex h-16 items-center justify-between border-b border-ink/10 px-5">
              <Logo onClick={close} />
              <Dialog.Close asChild>
                <Button variant="ghost" size="icon" aria-label={t('Close menu')}>
                  <X aria-hidden="true" className="size-5" />
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Title className="sr-only">{t('Menu')}</Dialog.Title>
            <Dialog.Description className="sr-only">{t('Site navigation, currency and account')}</Dialog.Description>
            <nav aria-label={t('Main')} className="flex-1 overflow-y-auto px-3 py-4">
              <ul className="space-y-1">
                {mainNav.map((item) => (
                  <li key={item.href}>
                    <NavItemLink
                      item={item}
                      onClick={close}
                      currentMark={<span aria-hidden="true" className="ml-auto size-2 rounded-full bg-gold" />}
                      className={(current) =>
                        cn(
                          'flex items-center rounded-xl px-4 py-3 font-display text-xl transition-colors duration-200',
                          current ? 'bg-sand text-ink' : 'text-ink/80 hover:bg-sand/70 hover:text-ink',
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            </nav>
            <div className="space-y-5 border-t border-ink/10 bg-sand/50 px-5 py-6">
              <div className="flex items-center justify-between gap-4">
                <p aria-hidden="true" className="text-sm font-medium text-ink/75">
                  {t('Show prices in')}
                </p>
                <CurrencySelect />
              </div>
              <LanguageList />
              <AccountActions stacked onNavigate={close} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </PageQueries>
  );
}
