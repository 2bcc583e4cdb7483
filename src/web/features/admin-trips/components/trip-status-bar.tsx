import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import type { Named } from '#domain/api/reference.js';
import { tripHref } from '#domain/site-paths.js';
import { Button } from '#web/components/ui/button.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { useChangeTripState, type TripStateChange } from '#web/features/admin-trips/api/save-trip.js';
import { STATUS_LABELS } from '#web/features/admin-trips/lib/trip-format.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { TripStatusBadge } from './trip-status-badge.js';

interface TripStatusBarProps {
  trip: AdminTrip;
  destinations: readonly Named[];
  /** unsaved changes: a state change acts on the saved trip, so it waits for a save */
  dirty: boolean;
  onChanged: (trip: AdminTrip) => void;
  /** a publish refused (422): the editor shows what is missing */
  onRefused: (error: unknown) => boolean;
}

const CHANGES: Record<AdminTrip['status'], TripStateChange[]> = {
  draft: ['publish', 'archive'],
  published: ['unpublish', 'archive'],
  archived: ['unpublish'],
};
const LABELS: Record<TripStateChange, string> = { publish: 'Publish', unpublish: 'Back to draft', archive: 'Archive' };

/** The trip's state and the moves from it; archiving asks first. Preview is the storefront's own page. */
export function TripStatusBar({ trip, destinations, dirty, onChanged, onRefused }: TripStatusBarProps) {
  const change = useChangeTripState(trip.uuid);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const run = (to: TripStateChange) =>
    change.mutate(to, {
      onSuccess: (updated) => {
        onChanged(updated);
        notify.success(`${updated.name} is now ${STATUS_LABELS[updated.status].toLowerCase()}.`);
      },
      onError: (error) => {
        if (!onRefused(error)) notify.error(failureMessage(error, 'The trip could not be changed.'));
      },
    });
  // The storefront decides a trip's section from its places: the names the editor knows are enough.
  const previewHref = tripHref({
    uuid: trip.uuid,
    name: trip.name,
    description: trip.description,
    trip_destinations: trip.destination_ids.map((id) => ({
      destination: { name: destinations.find((d) => d.id === id)?.name ?? null },
    })),
  });

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl bg-white p-2 ring-1 ring-ink/10">
      <TripStatusBadge status={trip.status} />
      {dirty && <span className="text-xs text-ink/70">Save first to change the state.</span>}
      <div className="ml-auto flex flex-wrap gap-2">
        {trip.status === 'published' ? (
          <Button asChild size="sm" variant="ghost">
            <a href={previewHref} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" className="size-4" />
              Preview
            </a>
          </Button>
        ) : (
          <span className="self-center text-xs text-ink/65" title="Drafts and archived trips are not on the storefront">
            Preview opens once published
          </span>
        )}
        {CHANGES[trip.status].map((to) => (
          <Button
            key={to}
            type="button"
            size="sm"
            variant={to === 'publish' ? 'primary' : 'outline'}
            disabled={dirty || change.isPending}
            onClick={() => (to === 'archive' ? setConfirmArchive(true) : run(to))}
          >
            {LABELS[to]}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirmArchive}
        message={`Archive ${trip.name}? It leaves the storefront; its requests keep it.`}
        confirmLabel="Archive"
        cancelLabel="Keep it"
        onConfirm={() => {
          setConfirmArchive(false);
          run('archive');
        }}
        onCancel={() => setConfirmArchive(false)}
      />
    </div>
  );
}
