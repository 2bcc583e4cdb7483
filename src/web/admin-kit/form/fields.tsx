import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/ui/field.js';
import { TextInput } from '#web/components/ui/input.js';
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
