import { lazy, Suspense, useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Skeleton } from '#web/components/ui/skeleton.js';

// Tiptap is heavy: it comes with the first rich-text field, never with the list or another page.
const RichTextEditor = lazy(() => import('./rich-text-editor.js'));

interface RichTextFieldProps<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  /** a string field of the form */
  name: FieldPath<T>;
  label: string;
  error?: string | undefined;
}

/** A rich-text field of an editor's form (HTML, the storefront's allow-list), its label and its error. */
export function RichTextField<T extends FieldValues, Out>({ control, name, label, error }: RichTextFieldProps<T, Out>) {
  const id = useId();
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
              value={field.value as string}
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
