import { INQUIRY_BUDGETS, type InquiryBudget } from '#domain/schemas/inquiry.js';
import { useCurrency } from '#web/features/currency/hooks/use-currency.js';
import { cn } from '#web/lib/cn.js';
import { budgetBandLabel } from '#web/features/inquiry/inquiry-helpers.js';
import { FieldError } from '#web/components/ui/field.js';
import { useT } from '#web/i18n/i18n.js';

interface BudgetFieldProps {
  name: string;
  value: InquiryBudget | '';
  onChange(next: InquiryBudget | ''): void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Four budget bands as radio cards, their dollar ranges shown in the visitor's currency. */
export function BudgetField({ name, value, onChange, error, disabled }: BudgetFieldProps) {
  const t = useT();
  const { format, selectedCode } = useCurrency();
  return (
    <fieldset disabled={disabled} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 flex w-full items-baseline justify-between gap-2 text-sm font-semibold text-ink">
        {t('Budget')}
        <span className="text-xs font-normal text-ink/70">
          {t('Optional · shown in {currency}', { currency: selectedCode })}
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {INQUIRY_BUDGETS.map((band) => (
          <label
            key={band.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border border-ink/20 bg-white p-4 transition-colors duration-150 hover:border-ink/40',
              'has-[:checked]:border-gold-dark has-[:checked]:bg-gold/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold',
            )}
          >
            <input
              type="radio"
              name={name}
              value={band.value}
              checked={value === band.value}
              onChange={() => onChange(band.value)}
              className="mt-1 size-4 shrink-0 accent-gold-dark focus-visible:outline-none"
            />
            <span>
              <span className="block font-semibold text-ink">{t(band.label)}</span>
              <span className="mt-0.5 block text-sm text-ink/70 tabular-nums">{budgetBandLabel(band, format, t)}</span>
            </span>
          </label>
        ))}
      </div>
      {value !== '' && (
        <button
          type="button"
          onClick={() => onChange('')}
          className="mt-2 text-sm font-medium text-gold-dark underline underline-offset-4 hover:text-ink"
        >
          {t('Clear budget')}
        </button>
      )}
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}
