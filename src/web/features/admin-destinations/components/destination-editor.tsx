import type { AdminDestination } from '#domain/api/admin-catalogue.js';
import { DestinationUpdateSchema } from '#domain/schemas/admin-catalogue.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { EditorForm } from '#web/admin-kit/editor/editor-form.js';
import { useEditor } from '#web/admin-kit/editor/use-editor.js';
import { useSplash } from '#web/features/reference/api/get-splash.js';
import { CatalogueStatusBar } from '#web/features/admin-catalogue/components/catalogue-status-bar.js';
import {
  staleDestination,
  useChangeDestinationState,
  useSaveDestination,
} from '#web/features/admin-destinations/api/save-destination.js';
import { changedDestinationFields, toFormValues } from '#web/features/admin-destinations/lib/destination-form.js';
import { DestinationFormSections } from './destination-form-sections.js';

const DESTINATION_VERSIONS = { what: 'destination', stale: staleDestination, changedFields: changedDestinationFields };

/** The whole destination in one form, saved whole with the version it started from (the kit's editor flow). */
export function DestinationEditor({ destination }: { destination: AdminDestination }) {
  const form = useZodForm(DestinationUpdateSchema, toFormValues(destination), { mode: 'onTouched' });
  const editor = useEditor({
    item: destination,
    form,
    toFormValues,
    save: useSaveDestination(destination.uuid),
    toBody: (input) => input,
    savedText: 'Destination saved.',
    failedText: 'The destination could not be saved.',
    versions: DESTINATION_VERSIONS,
  });
  const change = useChangeDestinationState(destination.uuid);
  const splash = useSplash();

  return (
    <EditorForm
      editor={editor}
      label={`Edit ${editor.base.name}`}
      header={
        <CatalogueStatusBar
          item={editor.base}
          what="destination"
          collection="destinations"
          change={change}
          dirty={editor.dirty}
          onChanged={editor.startFrom}
          onRefused={editor.refused('Not published: this is missing')}
        />
      }
    >
      {/* A select holds its value only once its options are there: the form waits for the lists. */}
      {!splash.data ? (
        <Skeleton aria-busy="true" className="h-96 w-full" />
      ) : (
        <DestinationFormSections key={editor.generation} form={form} options={splash.data} destination={editor.base} />
      )}
    </EditorForm>
  );
}
