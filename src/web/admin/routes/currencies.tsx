import { FormAlert } from '#web/components/ui/form-alert.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { useMe } from '#web/features/admin-auth/api/get-me.js';
import { CurrenciesTable } from '#web/features/admin-currencies/components/currencies-table.js';

/** Owners choose the storefront's currencies and may fix a rate; an agent is told it is not theirs. */
export default function AdminCurrenciesPage() {
  const me = useMe();
  const owner = me.data?.role === 'owner';
  return (
    <section aria-labelledby="currencies-title" className="space-y-4">
      <PageTitle title={owner ? 'Currencies' : 'Forbidden'} />
      <h1 id="currencies-title" className="font-display text-xl font-semibold">
        Currencies
      </h1>
      {owner ? (
        <>
          <p className="max-w-prose text-ink/80">
            Rates are units of each currency per 1 US dollar. A manual rate wins over the provider’s until it is
            cleared; a change shows on the storefront at once.
          </p>
          <CurrenciesTable />
        </>
      ) : (
        <FormAlert tone="error" title="Forbidden">
          Only an owner manages the currencies.
        </FormAlert>
      )}
    </section>
  );
}
