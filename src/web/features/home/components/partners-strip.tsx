import { agency } from '#web/config/agency.js';
import { BELOW_THE_FOLD } from '#web/lib/below-the-fold.js';
import { useT } from '#web/i18n/i18n.js';

/** The partners, as names (no logos to borrow). */
export function PartnersStrip() {
  const t = useT();
  return (
    <section aria-labelledby="partners-title" className={`border-y border-ink/10 bg-white ${BELOW_THE_FOLD}`}>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2
          id="partners-title"
          className="text-center font-sans text-xs font-semibold tracking-[0.18em] text-ink/65 uppercase"
        >
          {t('Licensed in Tanzania and working alongside')}
        </h2>
        {/* Flex rather than grid, so that a short last row stays centred. */}
        <ul className="mt-8 flex flex-wrap justify-center gap-y-6 text-center font-display text-base leading-snug text-balance text-ink/80 sm:text-lg">
          {agency.partners.map((partner) => (
            <li key={partner} className="basis-1/2 px-3 sm:basis-1/3 lg:basis-1/5">
              {partner}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
