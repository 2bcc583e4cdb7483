import '../zod-setup.js';
import { z } from 'zod';
import { CURRENCY_CHANGE_REQUIRED_MESSAGE, CURRENCY_RATE_MESSAGE } from './messages.js';

/** An owner's change to a currency: offered or not, and a manual rate (null clears it). */
export const CurrencyChangeSchema = z
  .object({
    enabled: z.boolean().optional(),
    manual_rate: z
      .number({ error: CURRENCY_RATE_MESSAGE })
      .positive({ error: CURRENCY_RATE_MESSAGE })
      .max(999_999_999_999, { error: CURRENCY_RATE_MESSAGE })
      .nullable()
      .optional(),
  })
  .refine((change) => change.enabled !== undefined || change.manual_rate !== undefined, {
    error: CURRENCY_CHANGE_REQUIRED_MESSAGE,
    path: ['enabled'],
  });
export type CurrencyChange = z.infer<typeof CurrencyChangeSchema>;

/** The back office's manual-rate field: typed as text, a number above 0 when sent. */
export const ManualRateFormSchema = z.object({
  manual_rate: z.coerce
    .number({ error: CURRENCY_RATE_MESSAGE })
    .positive({ error: CURRENCY_RATE_MESSAGE })
    .max(999_999_999_999, { error: CURRENCY_RATE_MESSAGE }),
});
