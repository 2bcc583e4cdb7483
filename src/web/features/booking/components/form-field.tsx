import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.js';

// Labels above fields and the error in plain words right under them (DESIGN.md 'Forms').

const control =
  'block w-full rounded-xl border border-ink/20 bg-white px-4 text-base text-ink shadow-xs transition-colors duration-150 placeholder:text-ink/40 hover:border-ink/35 focus:border-[var(--accent,var(--color-gold-dark))] focus:ring-2 focus:ring-[var(--accent,var(--color-gold))]/20 focus:outline-none aria-invalid:border-coral-dark aria-invalid:ring-coral-dark/15';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

export function Field({ id, label, error, hint, optional, className, children }: FieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-ink/70"> (optional)</span>}
      </label>
      {children(describedBy)}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink/70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-coral-dark">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(control, 'h-12', className)} {...props} />;
}

export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(control, 'min-h-28 py-3', className)} {...props} />;
}

interface SelectProps extends ComponentProps<'select'> {
  options: readonly { id: number; name: string }[];
  placeholder: string;
}

/** A native select: type-ahead over the long country list and the phone's own picker for free. */
export function Select({ options, placeholder, className, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(control, 'h-12 appearance-none pr-10', className)} {...props}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4.5 -translate-y-1/2 text-ink/70"
      />
    </div>
  );
}

/** The spec's alert: every problem in one list, announced when it appears. */
export function FormAlert({ messages, id }: { messages: readonly string[]; id: string }) {
  if (messages.length === 0) return null;
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className="rounded-2xl border border-coral-dark/30 bg-coral/10 px-5 py-4 text-coral-dark focus:outline-none"
    >
      <ul className={cn('space-y-1 text-sm font-medium', messages.length > 1 && 'list-disc pl-4')}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
