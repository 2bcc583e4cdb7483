import { useT } from '#web/i18n/i18n.js';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { cn } from '#web/lib/cn.js';
import { useScrollProgress } from './use-scroll-progress.js';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The ring's track and its progress are the same circle, one drawn over the other. */
const RING = { cx: '26', cy: '26', r: RADIUS, fill: 'none', strokeWidth: '3' } as const;

const PLACEMENT = {
  // Wide screens: bottom right, in the margin beside the content.
  floating:
    'fixed right-4 bottom-4 z-30 size-13 bg-ink text-white shadow-lg shadow-ink/25 hover:-translate-y-0.5 hover:bg-acacia sm:right-6 sm:bottom-6',
  // Phones and tablets have no margin to float in: the button sits in the sticky header, beside the menu.
  header: 'size-10 bg-sand text-ink hover:bg-ink/10',
};

interface ScrollButtonProps {
  placement: keyof typeof PLACEMENT;
  className?: string;
}

/** A round button with a progress ring; down from the top, up from elsewhere. */
export function ScrollButton({ placement, className }: ScrollButtonProps) {
  const t = useT();
  const state = useScrollProgress();
  const toBottom = state.direction === 'bottom';
  const label = toBottom ? t('Scroll to bottom') : t('Scroll to top');
  const Icon = toBottom ? ArrowDown : ArrowUp;

  const jump = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const top = toBottom ? document.documentElement.scrollHeight : 0;
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <button
      type="button"
      onClick={jump}
      aria-label={label}
      title={label}
      hidden={!state.scrollable}
      data-placement={placement}
      className={cn(
        'relative grid shrink-0 place-items-center rounded-full transition-[background-color,transform] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold motion-reduce:transition-none',
        PLACEMENT[placement],
        className,
      )}
    >
      <svg viewBox="0 0 52 52" aria-hidden="true" className="absolute inset-0 size-full -rotate-90">
        <circle {...RING} className={placement === 'floating' ? 'stroke-white/15' : 'stroke-ink/10'} />
        <circle
          {...RING}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - state.progress)}
          className={placement === 'floating' ? 'stroke-gold' : 'stroke-gold-dark'}
        />
      </svg>
      <Icon aria-hidden="true" className={cn('relative', placement === 'floating' ? 'size-5' : 'size-4.5')} />
    </button>
  );
}
