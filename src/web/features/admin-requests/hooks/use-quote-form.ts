import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { QuoteBody } from '#web/features/admin-requests/lib/quote-body.js';
import type { QuoteDraft } from '#web/features/admin-requests/lib/quote-draft.js';

export type QuoteForm = UseFormReturn<QuoteDraft, unknown, QuoteBody>;

// The quote builder's form for its parts. Not react-hook-form's FormProvider/useFormContext: the storefront
// shares react-hook-form's chunk, and every export the back office starts using is shipped to its pages too.
export const QuoteFormContext = createContext<QuoteForm | null>(null);

export function useQuoteForm(): QuoteForm {
  const form = useContext(QuoteFormContext);
  if (!form) throw new Error('useQuoteForm outside the quote builder');
  return form;
}
