import { Clock, MapPinned, ReceiptText, Wallet } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { msg, useT } from '#web/i18n/i18n.js';

/** Its title and text are messages, shown translated. */
interface Value {
  icon: LucideIcon;
  title: string;
  text: string;
}

const values: readonly Value[] = [
  {
    icon: MapPinned,
    title: msg('Local experts'),
    text: msg(
      'Our planners and guides live in Zanzibar and Arusha, and have walked, driven or sailed every route we sell.',
    ),
  },
  {
    icon: ReceiptText,
    title: msg('Clear per-person prices'),
    text: msg('Every trip shows its price per person by season and group size, in the currency you choose.'),
  },
  {
    icon: Wallet,
    title: msg('No upfront payment'),
    text: msg('Asking costs nothing. We confirm every detail by e-mail before a deposit is ever mentioned.'),
  },
  {
    icon: Clock,
    title: msg('A reply within 24 hours'),
    text: msg('A real person answers every request within a day, with a proposal you are free to change.'),
  },
];

export function ValuesSection() {
  const t = useT();
  return (
    <section aria-labelledby="values-title" className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <p className="text-sm font-semibold tracking-[0.16em] text-acacia uppercase">{t('Why plan with us')}</p>
        <h2 id="values-title" className="mt-2 max-w-2xl text-3xl leading-tight text-balance text-ink sm:text-4xl">
          {t('A local team, honest prices, and time to decide')}
        </h2>
        <ul className="mt-10 grid gap-x-8 gap-y-8 sm:gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 sm:block">
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-acacia shadow-sm ring-1 ring-ink/5"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="text-xl text-ink sm:mt-5">{t(title)}</h3>
                <p className="mt-2 leading-relaxed text-ink/75">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
