import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AdminDestination } from '#domain/api/admin-catalogue.js';
import type { Named } from '#domain/api/reference.js';
import type { DestinationUpdateInput } from '#domain/schemas/admin-catalogue.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import { Select } from '#web/components/ui/select.js';
import { CheckboxGroup } from '#web/features/admin-catalogue/components/checkbox-group.js';
import { PictureSection } from '#web/features/admin-catalogue/components/picture-section.js';
import { RichTextField } from '#web/features/admin-catalogue/components/rich-text-field.js';
import type { DestinationFormValues } from '#web/features/admin-destinations/lib/destination-form.js';
import { TextListField } from './text-list-field.js';

export type DestinationForm = UseFormReturn<DestinationFormValues, unknown, DestinationUpdateInput>;

export interface DestinationOptions {
  locations: readonly Named[];
  regions: readonly Named[];
  categories: readonly Named[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-ink/10 sm:p-4">
      <h2 className="font-display text-lg font-semibold">{title}</h2>
      {children}
    </section>
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
  const { register, control, watch, setValue } = form;
  const { errors } = form.formState;
  return (
    <>
      <Section title="Basics">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Name" error={errors.name?.message}>
            <TextInput className="h-10 sm:text-sm" {...register('name')} />
          </Field>
          <Field
            label="Address"
            hint="The last part of the page's URL; made from the name when empty."
            error={errors.slug?.message}
          >
            <TextInput className="h-10 sm:text-sm" {...register('slug')} />
          </Field>
          <Field label="Location" error={errors.location_id?.message}>
            <Select
              className="h-10 sm:text-sm"
              options={options.locations}
              placeholder="Choose"
              {...register('location_id')}
            />
          </Field>
          <Field label="Region" error={errors.region_id?.message}>
            <Select
              className="h-10 sm:text-sm"
              options={options.regions}
              placeholder="Choose"
              {...register('region_id')}
            />
          </Field>
          <CheckboxGroup
            className="sm:col-span-2"
            legend="Categories"
            field={register('category_ids')}
            options={options.categories}
            error={errors.category_ids?.message}
          />
        </div>
      </Section>
      <Section title="Picture">
        <PictureSection
          item="destination"
          saved={destination}
          mediaUuid={watch('media_uuid')}
          onChange={(uuid) => setValue('media_uuid', uuid, { shouldDirty: true })}
        />
      </Section>
      <Section title="Description">
        <RichTextField control={control} name="description" label="Description" error={errors.description?.message} />
      </Section>
      <Section title="Facts and activities">
        <div className="grid gap-4 lg:grid-cols-2">
          <TextListField form={form} name="facts" legend="Facts" item="fact" />
          <TextListField form={form} name="activities" legend="Activities" item="activity" />
        </div>
      </Section>
    </>
  );
}
