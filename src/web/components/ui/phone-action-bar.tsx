import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.js';
import { cn } from '#web/lib/cn.js';

export interface PhoneActionBarContent {
  /** names the landmark, e.g. 'Book this safari' */
  label: string;
  /** 'From $620', or 'Contact for pricing' */
  price: ReactNode;
  /** a small line under the price: 'per person', 'Min. 2 guests' */
  detail?: ReactNode;
  /** the button's text: 'Book Now', 'Send Inquiry' */
  action: string;
  onAction: () => void;
}

interface PhoneActionBarProps extends PhoneActionBarContent {
  shown: boolean;
}

/**
 * Below the `lg` breakpoint, where the side summary sits at the end of the page: a bar fixed to the
 * bottom of the screen with the price and the page's main action. While `shown` is false it slides
 * away and leaves the accessibility tree. The footer keeps room for it (`--phone-bar-space`, styles.css).
 */
export function PhoneActionBar({ label, price, detail, action, onAction, shown }: PhoneActionBarProps) {
  return (
    <aside
      aria-label={label}
      data-phone-action-bar=""
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-ink/10 bg-white px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] transition-[translate,visibility] duration-200 motion-reduce:transition-none sm:px-6 lg:hidden',
        shown ? 'visible translate-y-0' : 'invisible translate-y-full',
      )}
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <div className="min-w-0">
          <p className="truncate font-display text-xl leading-tight font-medium text-gold-dark">{price}</p>
          {detail && <p className="mt-0.5 truncate text-sm text-ink/70">{detail}</p>}
        </div>
        <Button className="shrink-0" onClick={onAction}>
          {action}
        </Button>
      </div>
    </aside>
  );
}
