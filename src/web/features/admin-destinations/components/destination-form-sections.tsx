import type { AdminDestination } from '#domain/api/admin-catalogue.js';
import type { Named } from '#domain/api/reference.js';
import { SelectField } from '#web/admin-kit/form/fields.js';
import { CatalogueBasics } from '#web/features/admin-catalogue/components/catalogue-basics.js';
import { EditorSection } from '#web/features/admin-catalogue/components/editor-section.js';
import { PictureSection } from '#web/features/admin-catalogue/components/picture-section.js';
import { RichTextField } from '#web/features/admin-catalogue/components/rich-text-field.js';
import type { DestinationForm } from '#web/features/admin-destinations/lib/destination-form.js';
import { TextListField } from './text-list-field.js';

interface DestinationOptions {
  locations: readonly Named[];
  regions: readonly Named[];
  categories: readonly Named[];
}

/** Where the destination is: its location and region. */
function PlaceFields({ form, options }: { form: DestinationForm; options: DestinationOptions }) {
  const { errors } = form.formState;
  return (
    <>
      <SelectField
        label="Location"
        field={form.register('location_id')}
        options={options.locations}
        error={errors.location_id?.message}
      />
      <SelectField
        label="Region"
        field={form.register('region_id')}
        options={options.regions}
        error={errors.region_id?.message}
      />
    </>
  );
}

/** Everything the storefront shows of a destination. */
export function DestinationFormSections({
  form,
  options,
  destination,
}: {
  form: DestinationForm;
  options: DestinationOptions;
  destination: AdminDestination;
}) {
  const { errors } = form.formState;
  return (
    <>
      <EditorSection title="Basics">
        <CatalogueBasics
          form={form}
          categories={options.categories}
          choices={<PlaceFields form={form} options={options} />}
        />
      </EditorSection>
      <EditorSection title="Picture">
        <PictureSection item="destination" saved={destination} form={form} />
      </EditorSection>
      <EditorSection title="Description">
        <RichTextField
          control={form.control}
          name="description"
          label="Description"
          error={errors.description?.message}
        />
      </EditorSection>
      <EditorSection title="Facts and activities">
        <div className="grid gap-4 lg:grid-cols-2">
          <TextListField form={form} name="facts" legend="Facts" item="fact" />
          <TextListField form={form} name="activities" legend="Activities" item="activity" />
        </div>
      </EditorSection>
    </>
  );
}
