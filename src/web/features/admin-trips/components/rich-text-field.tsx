import { lazy, Suspense, useId } from 'react';
import { Controller, type FieldPath } from 'react-hook-form';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { useTripForm } from '#web/features/admin-trips/hooks/use-trip-form.js';
import type { TripFormValues } from '#web/features/admin-trips/lib/trip-form.js';

// Tiptap is heavy: it comes with the first rich-text field, never with the list or another page.
const RichTextEditor = lazy(() => import('./rich-text-editor.js'));

interface RichTextFieldProps {
  name: FieldPath<TripFormValues> & ('description' | `itinerary.${number}.description`);
  label: string;
  error?: string | undefined;
}

/** A rich-text field of the trip form (HTML, the storefront's allow-list), its label and its error. */
export function RichTextField({ name, label, error }: RichTextFieldProps) {
  const id = useId();
  const { control } = useTripForm();
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-semibold text-ink">
        {label}
      </p>
      <Suspense fallback={<Skeleton className="h-36 w-full" />}>
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextEditor
              id={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              labelledBy={`${id}-label`}
              describedBy={error ? `${id}-error` : undefined}
              invalid={Boolean(error)}
            />
          )}
        />
      </Suspense>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-coral-dark">
          {error}
        </p>
      )}
    </div>
  );
}
