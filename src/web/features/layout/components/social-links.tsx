import { useT } from '#web/i18n/i18n.js';
import type { ReactNode } from 'react';
import { agency } from '#web/config/agency.js';
import { cn } from '#web/lib/cn.js';

// lucide-react no longer ships brand marks, so these are simple line drawings in its style.
const icons: Record<string, ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </>
  ),
  Facebook: <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15Z" />,
  YouTube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.5 4.5 2.5-4.5 2.5Z" fill="currentColor" />
    </>
  ),
  TripAdvisor: (
    <>
      <circle cx="7" cy="13" r="3.5" />
      <circle cx="17" cy="13" r="3.5" />
      <circle cx="7" cy="13" r="0.8" fill="currentColor" />
      <circle cx="17" cy="13" r="0.8" fill="currentColor" />
      <path d="M3 8.5c2.5-2 5.5-3 9-3s6.5 1 9 3M12 13l-1.5 4h3Z" />
    </>
  ),
};

export function SocialLinks({ className }: { className?: string }) {
  const t = useT();
  return (
    <ul className={cn('flex items-center gap-2', className)}>
      {agency.social.map((link) => (
        <li key={link.name}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('{name} on {network} (opens in a new tab)', { name: agency.name, network: link.name })}
            className="grid size-10 place-items-center rounded-full border border-white/20 text-white/80 transition-colors duration-200 hover:border-gold hover:bg-gold hover:text-ink"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-[1.125rem]"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {icons[link.name]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
