import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/ui/field.js';
import { TextArea, TextInput } from '#web/components/ui/input.js';
import { Select, type SelectOption } from '#web/components/ui/select.js';

// The back office's forms are denser than the storefront's: 40 px controls with small text.
const DENSE = 'h-10 sm:text-sm';

interface FieldProps {
  label: string;
  /** `register(name)` of the form's field */
  field: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
}

/** A text (or date) input under its label, with its hint and error. */
export function TextField({ field, type = 'text', ...props }: FieldProps & { type?: 'text' | 'date' }) {
  return (
    <Field {...props}>
      <TextInput type={type} className={DENSE} {...field} />
    </Field>
  );
}

/** Several lines of plain text: a message, a day's description, a list written one item a line. */
export function TextAreaField({ field, rows = 3, ...props }: FieldProps & { rows?: number }) {
  return (
    <Field {...props}>
      <TextArea rows={rows} className="min-h-20 sm:text-sm" {...field} />
    </Field>
  );
}

/** A whole number from `min` (guests, nights, a quantity). */
export function CountField({ field, min = 1, max, ...props }: FieldProps & { min?: number; max?: number }) {
  return (
    <Field {...props}>
      <TextInput type="number" inputMode="numeric" min={min} max={max} step="1" className={DENSE} {...field} />
    </Field>
  );
}

/** One of a list ("Choose" until then), as the ids' strings. */
export function SelectField({ field, options, ...props }: FieldProps & { options: readonly SelectOption[] }) {
  return (
    <Field {...props}>
      <Select className={DENSE} options={options} placeholder="Choose" {...field} />
    </Field>
  );
}

/** An amount in US dollars, to the cent. */
export function MoneyField({ field, ...props }: FieldProps) {
  return (
    <Field {...props}>
      <TextInput type="number" inputMode="decimal" min="0" step="0.01" className={DENSE} {...field} />
    </Field>
  );
}
