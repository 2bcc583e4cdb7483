import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { TripUpdateInput } from '#domain/schemas/admin-catalogue.js';
import type { TripFormValues } from '#web/features/admin-trips/lib/trip-form.js';

export type TripForm = UseFormReturn<TripFormValues, unknown, TripUpdateInput>;

// The editor's form for its sections. Not react-hook-form's FormProvider/useFormContext: the storefront
// shares react-hook-form's chunk, and every export the back office starts using is shipped to its pages too.
export const TripFormContext = createContext<TripForm | null>(null);

export function useTripForm(): TripForm {
  const form = useContext(TripFormContext);
  if (!form) throw new Error('useTripForm outside the trip editor');
  return form;
}
