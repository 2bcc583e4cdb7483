import { useState } from 'react';
import type { AdminTripRow } from '#domain/api/admin-catalogue.js';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { agencyToday } from '#web/admin-kit/lib/admin-time.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { useCatalogueTrips, usePublishedTrips } from '#web/features/admin-requests/api/get-quote-trips.js';
import { requestTripUuids, startingDraft } from '#web/features/admin-requests/lib/quote-draft.js';
import { QuoteBuilderForm } from './quote-builder-form.js';
import type { TripChoice } from './quote-trip-fields.js';

/** The request's own trips first (named as asked for), then every published trip by name. */
function tripChoice(request: DeskRequest, published: readonly AdminTripRow[]): TripChoice {
  const own = request.lines.filter((line) => line.item_type === 'trip' && line.item_uuid);
  const names = new Map<string, string>();
  for (const line of own) names.set(line.item_uuid!, line.item_name);
  const options = [...names].map(([id, name]) => ({ id, name: `${name} (requested)` }));
  for (const trip of published) {
    if (names.has(trip.uuid)) continue;
    names.set(trip.uuid, trip.name);
    options.push({ id: trip.uuid, name: trip.name });
  }
  return {
    options,
    booked: (uuid) => own.find((line) => line.item_uuid === uuid),
    name: (uuid) => names.get(uuid),
  };
}

interface QuoteBuilderProps {
  request: DeskRequest;
  onClose: () => void;
  onRestart: () => void;
}

/**
 * The quote builder once what it starts from is here: the service classes, the published trips (a select holds its
 * value only once its options are there) and, for a first quote, the request's trips with their days.
 */
export function QuoteBuilder({ request, onClose, onRestart }: QuoteBuilderProps) {
  const [today] = useState(agencyToday);
  const splash = useSplash();
  const published = usePublishedTrips();
  const first = request.quotes.length === 0;
  const requested = useCatalogueTrips(first ? requestTripUuids(request) : []);
  if (splash.isPending || published.isPending || requested.isLoading) {
    return <Skeleton aria-busy="true" aria-label="Loading the quote builder" className="h-96 w-full" />;
  }
  const classes = splash.data?.searviceClasses ?? [];
  const start = startingDraft({ request, today, classes, trips: requested.data ?? [] });
  return (
    <QuoteBuilderForm
      request={request}
      start={start}
      today={today}
      trips={tripChoice(request, published.data ?? [])}
      classes={classes}
      onClose={onClose}
      onRestart={onRestart}
    />
  );
}
