import { REQUEST_TYPE_LABELS, REQUEST_TYPES } from '#domain/requests/request-status.js';
import { FilterCheck, FilterDate, FilterSelect } from '#web/admin-kit/list/filter-controls.js';
import type { InboxState } from '#web/features/admin-requests/lib/inbox-query.js';

const TYPE_OPTIONS = REQUEST_TYPES.map((type) => ({ id: type, name: REQUEST_TYPE_LABELS[type] }));

/** Type, travel dates and the overdue toggle; the search and the status buttons sit beside them. */
export function InboxFilters({
  state,
  onChange,
}: {
  state: InboxState;
  onChange: (change: Partial<InboxState>) => void;
}) {
  return (
    <>
      <FilterSelect
        label="Type"
        placeholder="All types"
        options={TYPE_OPTIONS}
        value={state.type}
        onChange={(type) => onChange({ type: REQUEST_TYPES.find((t) => t === type) })}
      />
      <FilterDate label="Travel from" value={state.travel_from} onChange={(travel_from) => onChange({ travel_from })} />
      <FilterDate label="Travel to" value={state.travel_to} onChange={(travel_to) => onChange({ travel_to })} />
      <FilterCheck label="Overdue only" checked={state.overdue} onChange={(overdue) => onChange({ overdue })} />
      <FilterCheck
        label="Travellers' details missing"
        checked={state.travellers_missing}
        onChange={(travellers_missing) => onChange({ travellers_missing })}
      />
    </>
  );
}
