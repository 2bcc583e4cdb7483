import type { AdminCurrency } from '#domain/api/admin-currencies.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { AdminTable, adminColumns } from '#web/admin-kit/components/admin-table.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { adminTime } from '#web/admin-kit/lib/admin-time.js';
import { useChangeCurrency } from '#web/features/admin-currencies/api/change-currency.js';
import { useCurrencies } from '#web/features/admin-currencies/api/get-currencies.js';
import { ManualRateForm } from './manual-rate-form.js';

const SOURCE_LABELS: Record<AdminCurrency['rate_source'], string> = {
  base: 'Base currency',
  manual: 'Manual',
  provider: 'Provider',
  static: 'Fallback',
};
const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const column = adminColumns<AdminCurrency>();

/** Every currency: offered or not, the rate in use and where it comes from, the provider's and a manual one. */
export function CurrenciesTable() {
  const currencies = useCurrencies();
  const change = useChangeCurrency();
  if (currencies.isError)
    return <QueryError error={currencies.error} onRetry={() => void currencies.refetch()} what="currencies" />;
  if (!currencies.data) return <Skeleton className="h-40 w-full" />;
  const failure = change.error ? failureMessage(change.error, 'The change could not be saved.') : null;

  const columns = [
    column.accessor('code', {
      header: 'Currency',
      cell: ({ row: { original } }) => (
        <span className="whitespace-nowrap">
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
          <span className="whitespace-nowrap tabular-nums">
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

  return (
    <div className="space-y-3">
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <AdminTable
        caption="Currencies"
        columns={columns}
        rows={currencies.data}
        rowId={(row) => row.code}
        total={currencies.data.length}
        page={0}
        pageSize={Math.max(currencies.data.length, 1)}
        onPageChange={() => {}}
      />
    </div>
  );
}
