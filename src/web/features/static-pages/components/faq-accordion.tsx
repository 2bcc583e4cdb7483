import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '#web/features/static-pages/content/faq.js';
import { useT } from '#web/i18n/i18n.js';

/**
 * The questions as native disclosures: `<details name>` keeps one open at a time, Enter and Space open
 * them, and the answers read (and open) before any JavaScript has loaded, or without it.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const t = useT();
  return (
    <div className="divide-y divide-ink/10 border-y border-ink/10">
      {items.map((item) => (
        <details key={item.id} name="faq" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-6 text-left text-ink transition-colors duration-200 hover:text-gold-dark [&::-webkit-details-marker]:hidden">
            <h2 className="font-display text-xl font-semibold md:text-2xl">{t(item.question)}</h2>
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-sand transition-colors duration-200 group-hover:bg-gold/20">
              <ChevronDown
                aria-hidden="true"
                className="size-5 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
              />
            </span>
          </summary>
          <div className="space-y-3 pb-6 text-lg leading-relaxed text-ink/75 sm:pr-12">
            {item.answer.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{t(paragraph)}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
