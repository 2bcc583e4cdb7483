import { AlertCircle, CheckCircle2 } from 'lucide-react';
import {
  INQUIRY_FAILURE_TEXT,
  INQUIRY_FAILURE_TITLE,
  INQUIRY_SUCCESS_TEXT,
  INQUIRY_SUCCESS_TITLE,
} from '#web/features/inquiry/inquiry-helpers.js';

/** Spec 5: every validation error in one alert; each line moves focus to its field. */
export function ErrorSummary<Field extends string>({
  errors,
  onSelect,
}: {
  errors: readonly { field: Field; message: string }[];
  onSelect(field: Field): void;
}) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-coral-dark/40 bg-coral/10 p-5 text-ink">
      <p className="flex items-center gap-2 font-semibold text-coral-dark">
        <AlertCircle aria-hidden="true" className="size-5" />
        Please correct the following:
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-7 text-sm">
        {errors.map(({ field, message }) => (
          <li key={field}>
            <button
              type="button"
              onClick={() => onSelect(field)}
              className="text-left underline decoration-coral-dark/40 underline-offset-4 hover:decoration-coral-dark"
            >
              {message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SuccessAlert() {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-acacia/30 bg-acacia/10 p-5">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-acacia" />
      <div>
        <p className="font-semibold text-acacia">{INQUIRY_SUCCESS_TITLE}</p>
        <p className="mt-1 text-sm text-ink/80">{INQUIRY_SUCCESS_TEXT}</p>
      </div>
    </div>
  );
}

export function FailureAlert({ reason }: { reason: string }) {
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-coral-dark/40 bg-coral/10 p-5">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-dark" />
      <div>
        <p className="font-semibold text-coral-dark">{INQUIRY_FAILURE_TITLE}</p>
        <p className="mt-1 text-sm text-ink/80">{INQUIRY_FAILURE_TEXT}</p>
        <p className="mt-1 text-sm text-ink/75">{reason}</p>
      </div>
    </div>
  );
}
