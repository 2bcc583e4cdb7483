import { useT } from '#web/i18n/i18n.js';
import { useFormMessage } from '#web/lib/form-message.js';
import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.js';

interface FieldContextValue {
  id: string;
  labelId: string;
  invalid: boolean;
  describedBy: string | undefined;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The id of the Field's label, for a second control that its label describes (a calendar button). */
export function useFieldLabelId(): string | undefined {
  return useContext(FieldContext)?.labelId;
}

interface ControlAria {
  id?: string | undefined;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling' | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * The id and the aria wiring a control gets inside a Field: labelled by the Field's label,
 * described by its hint and error, invalid while there is an error. A control's own props win.
 */
export function useFieldControl<P extends ControlAria>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  return {
    ...props,
    id: props.id ?? field.id,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid ? true : undefined),
    'aria-describedby': props['aria-describedby'] ?? field.describedBy,
  };
}

interface FieldProps {
  /** the control's id; one is made up when left out */
  id?: string | undefined;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  className?: string | undefined;
  children: ReactNode;
}

/** A label above its control, a hint under it and the error in plain words right under that. */
export function Field({ id: givenId, label, error, hint, optional, className, children }: FieldProps) {
  const t = useT();
  const generated = useId();
  const id = givenId ?? generated;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className="mb-1.5 flex items-baseline justify-between gap-2 text-sm font-semibold text-ink"
      >
        {label}
        {/* A space for the accessible name ('Start date Optional'); the flex layout drops it. */}
        {optional && ' '}
        {optional && <span className="text-xs font-normal text-ink/70">{t('Optional')}</span>}
      </label>
      <FieldContext
        value={{ id, labelId: `${id}-label`, invalid: Boolean(error), describedBy: describedBy || undefined }}
      >
        {children}
      </FieldContext>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink/65">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * An error under a control that is not in a Field (a group of checkboxes, stars). A schema's or the server's message
 * arrives in English (its id) and shows in the page's language; one the catalogue lacks shows as received.
 */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: string | undefined;
  className?: string;
}) {
  const words = useFormMessage();
  if (!message) return null;
  return (
    <p id={id} className={cn('mt-1.5 text-sm font-medium text-coral-dark', className)}>
      {words(message)}
    </p>
  );
}
