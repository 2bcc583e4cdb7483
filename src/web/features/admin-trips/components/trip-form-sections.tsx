import type { AdminTrip } from '#domain/api/admin-catalogue.js';
import { MoneyField, TextField } from '#web/admin-kit/form/fields.js';
import type { TripOptions } from '#web/features/admin-trips/api/get-trip-options.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import { EditorSection } from '#web/features/admin-catalogue/components/editor-section.js';
import { PictureSection } from '#web/features/admin-catalogue/components/picture-section.js';
import { RichTextField } from '#web/features/admin-catalogue/components/rich-text-field.js';
import { BasicsSection } from './basics-section.js';
import { BudgetGrid } from './budget-grid.js';
import { InclusionsSection } from './inclusions-section.js';
import { ItinerarySection } from './itinerary-section.js';

/** Everything the storefront shows of a trip, in the order its page shows it. */
export function TripFormSections({ options, trip }: { options: TripOptions; trip: AdminTrip }) {
  const form = useTripForm();
  const { register, control } = form;
  const { errors } = form.formState;
  return (
    <>
      <EditorSection title="Basics">
        <BasicsSection options={options} />
      </EditorSection>
      <EditorSection title="Picture">
        <PictureSection item="trip" saved={trip} form={form} />
      </EditorSection>
      <EditorSection title="Description">
        <RichTextField control={control} name="description" label="Description" error={errors.description?.message} />
      </EditorSection>
      <EditorSection title="Itinerary">
        {errors.itinerary?.message && <p className="text-sm font-medium text-coral-dark">{errors.itinerary.message}</p>}
        <ItinerarySection />
      </EditorSection>
      <EditorSection title="Inclusions">
        <InclusionsSection inclusions={options.inclusions} />
      </EditorSection>
      <EditorSection title="Dates and price">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            type="date"
            label="From date"
            optional
            field={register('from_date')}
            error={errors.from_date?.message}
          />
          <TextField type="date" label="To date" optional field={register('to_date')} error={errors.to_date?.message} />
          <MoneyField
            label="From price (USD per person)"
            field={register('base_price')}
            error={errors.base_price?.message}
          />
        </div>
      </EditorSection>
      <EditorSection title="Budget">
        {typeof errors.budgets?.message === 'string' && (
          <p className="text-sm font-medium text-coral-dark">{errors.budgets.message}</p>
        )}
        <BudgetGrid serviceClasses={options.serviceClasses.map((c) => c.name)} />
      </EditorSection>
    </>
  );
}
