import { useT } from '#web/i18n/i18n.js';
import { useId } from 'react';
import { cn } from '#web/lib/cn.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';

/** The header's currency dropdown: a native select, so it works with every keyboard and screen reader. */
export function CurrencySelect({ className }: { className?: string }) {
  const t = useT();
  const { currencies, selectedCode, select } = useCurrency();
  const id = useId();
  return (
    <div className={cn('flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('Currency')}
      </label>
      <select
        id={id}
        value={selectedCode}
        onChange={(event) => select(event.target.value)}
        className="h-9 rounded-md border border-ink/20 bg-white px-2 text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
      >
        {(currencies.length ? currencies : [{ code: 'USD', symbol: '$', uuid: 'usd' }]).map((c) => (
          <option key={c.uuid} value={c.code}>
            {c.code} ({c.symbol})
          </option>
        ))}
      </select>
    </div>
  );
}
