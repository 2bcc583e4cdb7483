import type { AdminCurrency } from '#domain/api/admin-currencies.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { listColumns } from '#web/admin-kit/table/list-columns.js';
import type { useChangeCurrency } from '#web/features/admin-currencies/api/change-currency.js';
import { ManualRateForm } from './manual-rate-form.js';

const SOURCE_LABELS: Record<AdminCurrency['rate_source'], string> = {
  base: 'Base currency',
  manual: 'Manual',
  provider: 'Provider',
  static: 'Fallback',
};
const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
type ChangeCurrency = ReturnType<typeof useChangeCurrency>;
const column = listColumns<AdminCurrency>();

/** Offered or not (a box that saves at once), the rate in use and its source, the provider's, a manual one. */
export const currencyColumns = (change: ChangeCurrency) => [
  column.accessor('code', {
    header: 'Currency',
    meta: { card: 'title' },
    cell: ({ row: { original } }) => (
      <span className="md:whitespace-nowrap">
        <span className="font-mono font-semibold">{original.code}</span> {original.name}
      </span>
    ),
  }),
  column.accessor('enabled', {
    header: 'Offered',
    cell: ({ row: { original } }) => (
      <label className="inline-flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-acacia"
          checked={original.enabled}
          disabled={original.code === 'USD' || change.isPending}
          onChange={(event) => change.mutate({ code: original.code, change: { enabled: event.target.checked } })}
        />
        <span className="sr-only">Offer {original.code} on the storefront</span>
      </label>
    ),
  }),
  column.accessor('rate', {
    header: 'Rate in use',
    cell: ({ row: { original } }) => (
      <span className="whitespace-nowrap tabular-nums">
        {rate.format(original.rate)}
        <span className="block text-xs text-ink/70">{SOURCE_LABELS[original.rate_source]}</span>
      </span>
    ),
  }),
  column.accessor('provider_rate', {
    header: 'Provider',
    cell: ({ row: { original } }) =>
      original.provider_rate === null ? (
        '—'
      ) : (
        <span className="tabular-nums md:whitespace-nowrap">
          {rate.format(original.provider_rate)}
          <span className="block text-xs text-ink/70">
            {original.provider_source} · {adminTime(original.provider_refreshed_at)}
          </span>
        </span>
      ),
  }),
  column.display({
    id: 'manual',
    header: 'Manual rate',
    meta: { card: 'actions' },
    cell: ({ row: { original } }) =>
      original.code === 'USD' ? (
        <span className="text-ink/70">Always 1</span>
      ) : (
        <div>
          <ManualRateForm currency={original} />
          {original.manual_rate_at && (
            <span className="text-xs text-ink/70">Set {adminTime(original.manual_rate_at)}</span>
          )}
        </div>
      ),
  }),
];
