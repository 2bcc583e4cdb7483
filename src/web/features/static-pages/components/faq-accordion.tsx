import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { FaqItem } from '#web/features/static-pages/content/faq.js';

// The theme has no accordion keyframes; React 19 hoists this style into <head> once, however often it renders.
const KEYFRAMES = `
@keyframes faq-down { from { height: 0; opacity: 0 } to { height: var(--radix-accordion-content-height); opacity: 1 } }
@keyframes faq-up { from { height: var(--radix-accordion-content-height); opacity: 1 } to { height: 0; opacity: 0 } }`;

/** Radix Accordion: arrow keys, Home and End move between questions; Enter and Space open them. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <>
      <style href="faq-accordion-keyframes" precedence="default">
        {KEYFRAMES}
      </style>
      <Accordion.Root type="single" collapsible className="divide-y divide-ink/10 border-y border-ink/10">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-6 py-6 text-left font-display text-xl font-semibold text-ink transition-colors duration-200 hover:text-gold-dark md:text-2xl">
                  {item.question}
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-sand transition-colors duration-200 group-hover:bg-gold/20">
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    />
                  </span>
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content className="overflow-hidden data-[state=closed]:animate-[faq-up_200ms_ease-out] data-[state=open]:animate-[faq-down_200ms_ease-out] motion-reduce:animate-none">
              <div className="space-y-3 pb-6 text-lg leading-relaxed text-ink/75 sm:pr-12">
                {item.answer.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </div>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </>
  );
}
