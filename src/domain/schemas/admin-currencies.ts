import '../zod-setup.js';
import { z } from 'zod';
import { adminSearch } from './admin-moderation.js';
import { blankToUndefined } from './common.js';
import { CURRENCY_CHANGE_REQUIRED_MESSAGE, CURRENCY_RATE_MESSAGE, DESK_FILTER_MESSAGE } from './messages.js';

/** The currencies list: `offered=true` only those the storefront offers, `false` the others; `q` a code or name. */
export const CurrencyListQuerySchema = z.object({
  // An enum of the two spellings (not a boolean): the API's description then lists exactly what is taken.
  offered: z
    .preprocess(blankToUndefined, z.enum(['true', 'false'], { error: DESK_FILTER_MESSAGE }).optional())
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  q: adminSearch,
});
export type CurrencyListQuery = z.infer<typeof CurrencyListQuerySchema>;

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
