import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { TripUpdateSchema, type TripUpdateInput } from '#domain/schemas/admin-catalogue.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { EditorForm } from '#web/admin-kit/editor/editor-form.js';
import { useEditor } from '#web/admin-kit/editor/use-editor.js';
import { useTripOptions } from '#web/features/admin-trips/api/get-trip-options.js';
import { staleTrip, useSaveTrip } from '#web/features/admin-trips/api/save-trip.js';
import { TripFormContext } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { changedTripFields, toFormValues } from '#web/features/admin-trips/lib/trip-form.js';
import { TripFormSections } from './trip-form-sections.js';
import { TripStatusBar } from './trip-status-bar.js';

const TRIP_VERSIONS = { what: 'trip', stale: staleTrip, changedFields: changedTripFields };

// Day numbers are the order on screen.
const numberDays = (input: TripUpdateInput): TripUpdateInput => ({
  ...input,
  itinerary: input.itinerary.map((day, index) => ({ ...day, day: index + 1 })),
});

/** The whole trip in one form, saved whole with the version it started from (the kit's editor flow). */
export function TripEditor({ trip }: { trip: AdminTrip }) {
  const form = useZodForm(TripUpdateSchema, toFormValues(trip), { mode: 'onTouched' });
  const editor = useEditor({
    item: trip,
    form,
    toFormValues,
    save: useSaveTrip(trip.uuid),
    toBody: numberDays,
    savedText: 'Trip saved.',
    failedText: 'The trip could not be saved.',
    versions: TRIP_VERSIONS,
  });
  const options = useTripOptions();

  return (
    <TripFormContext.Provider value={form}>
      <EditorForm
        editor={editor}
        label={`Edit ${editor.base.name}`}
        header={
          <TripStatusBar
            trip={editor.base}
            dirty={editor.dirty}
            onChanged={editor.startFrom}
            onRefused={editor.refused('Not published: this is missing')}
          />
        }
      >
        {/* A select holds its value only once its options are there: the form waits for the lists. */}
        {options.isLoading ? (
          <Skeleton aria-busy="true" className="h-96 w-full" />
        ) : (
          <TripFormSections key={editor.generation} options={options} trip={editor.base} />
        )}
      </EditorForm>
    </TripFormContext.Provider>
  );
}
