import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { FilterBar } from '#web/admin-kit/list/filter-bar.js';
import { defineList, oneOf, searchText } from '#web/admin-kit/list/list-params.js';
import { ListTable } from '#web/admin-kit/list/list-table.js';
import { useListState } from '#web/admin-kit/list/use-list-state.js';
import { useChangeCurrency } from '#web/features/admin-currencies/api/change-currency.js';
import { useCurrencies } from '#web/features/admin-currencies/api/get-currencies.js';
import { currencyColumns } from './currency-columns.js';

// Every currency on one page (a dozen): the filters, not the page, live in the address bar.
const currenciesList = defineList({ params: { offered: oneOf(['yes', 'no']), q: searchText } });
const OFFERED_OPTIONS = [
  { value: undefined, label: 'All' },
  { value: 'yes' as const, label: 'Offered' },
  { value: 'no' as const, label: 'Not offered' },
];

/** Every currency: offered or not, the rate in use and where it comes from, the provider's and a manual one. */
export function CurrenciesTable() {
  const list = useListState(currenciesList);
  const { offered, q } = list.state;
  const currencies = useCurrencies({
    offered: offered === undefined ? undefined : offered === 'yes',
    q: q || undefined,
  });
  const change = useChangeCurrency();
  const failure = change.error ? failureMessage(change.error, 'The change could not be saved.') : null;
  return (
    <div className="space-y-3">
      <FilterBar
        list={list}
        search={{ label: 'Search currencies', placeholder: 'Code or name' }}
        buttons={{ name: 'offered', label: 'Offered', options: OFFERED_OPTIONS }}
      />
      <FormAlert tone="error" messages={failure ? [failure] : []} />
      <ListTable
        list={list}
        query={currencies}
        what="currencies"
        empty="Nothing matches."
        rowsOf={(rows) => rows}
        caption="Currencies"
        columns={currencyColumns(change)}
        rowId={(row) => row.code}
        align="top"
      />
    </div>
  );
}
