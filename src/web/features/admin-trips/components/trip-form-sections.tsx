import type { ReactNode } from 'react';
import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
import type { TripOptions } from '#web/features/admin-trips/api/get-trip-options.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { BasicsSection } from './basics-section.js';
import { BudgetGrid } from './budget-grid.js';
import { InclusionsSection } from './inclusions-section.js';
import { ItinerarySection } from './itinerary-section.js';
import { RichTextField } from '#web/features/admin-catalogue/components/rich-text-field.js';
import { PictureSection } from '#web/features/admin-catalogue/components/picture-section.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-ink/10 sm:p-4">
      <h2 className="font-display text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Everything the storefront shows of a trip, in the order its page shows it. */
export function TripFormSections({ options, trip }: { options: TripOptions; trip: AdminTrip }) {
  const { register, formState, control, watch, setValue } = useTripForm();
  const { errors } = formState;
  return (
    <>
      <Section title="Basics">
        <BasicsSection options={options} />
      </Section>
      <Section title="Picture">
        <PictureSection
          item="trip"
          saved={trip}
          mediaUuid={watch('media_uuid')}
          onChange={(uuid) => setValue('media_uuid', uuid, { shouldDirty: true })}
        />
      </Section>
      <Section title="Description">
        <RichTextField control={control} name="description" label="Description" error={errors.description?.message} />
      </Section>
      <Section title="Itinerary">
        {errors.itinerary?.message && <p className="text-sm font-medium text-coral-dark">{errors.itinerary.message}</p>}
        <ItinerarySection />
      </Section>
      <Section title="Inclusions">
        <InclusionsSection inclusions={options.inclusions} />
      </Section>
      <Section title="Dates and price">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label="From date" optional error={errors.from_date?.message}>
            <TextInput type="date" className="h-10 sm:text-sm" {...register('from_date')} />
          </Field>
          <Field label="To date" optional error={errors.to_date?.message}>
            <TextInput type="date" className="h-10 sm:text-sm" {...register('to_date')} />
          </Field>
          <Field label="From price (USD per person)" error={errors.base_price?.message}>
            <TextInput
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              className="h-10 sm:text-sm"
              {...register('base_price')}
            />
          </Field>
        </div>
      </Section>
      <Section title="Budget">
        {typeof errors.budgets?.message === 'string' && (
          <p className="text-sm font-medium text-coral-dark">{errors.budgets.message}</p>
        )}
        <BudgetGrid serviceClasses={options.serviceClasses.map((c) => c.name)} />
      </Section>
    </>
  );
}
