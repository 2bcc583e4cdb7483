import { useT } from '#web/i18n/i18n.js';
import { AppLink } from '#web/lib/navigation.js';
import { agency } from '#web/config/agency.js';
import { paths } from '#web/config/paths.js';
import { cn } from '#web/lib/cn.js';

/** 'Kilele' is Swahili for summit: the mark is a snow-capped peak under a rising sun. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <circle cx="20" cy="20" r="20" className="fill-ink" />
      <circle cx="27" cy="14" r="5" className="fill-gold" />
      <path d="M5 31 15.5 15l5 6.5 3.5-4.5L35 31Z" className="fill-sand" />
      <path d="m15.5 15-3.2 4.9 2 1.4 1.7-1.9 1.8 1.6 1.4-1.2Z" className="fill-white" />
      <path d="M5 31h30" className="stroke-gold" strokeWidth="1.5" />
    </svg>
  );
}

export function Logo({
  className,
  tone = 'dark',
  onClick,
}: {
  className?: string;
  tone?: 'dark' | 'light';
  onClick?: () => void;
}) {
  const t = useT();
  return (
    <AppLink
      to={paths.home.getHref()}
      onClick={onClick}
      className={cn('inline-flex items-center gap-2.5 rounded-full', className)}
      aria-label={t('{name}, home', { name: agency.name })}
    >
      <LogoMark className={tone === 'light' ? '[&>circle:first-child]:fill-white/10' : undefined} />
      <span
        className={cn(
          'font-display text-xl font-semibold tracking-tight',
          tone === 'light' ? 'text-white' : 'text-ink',
        )}
      >
        {agency.name}
      </span>
    </AppLink>
  );
}
