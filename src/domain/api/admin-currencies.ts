import '../zod-setup.js';
import { z } from 'zod';

/** Where the rate in use comes from: an owner's manual rate, the provider's, or the seeded fallback. */
export const RATE_SOURCES = ['manual', 'provider', 'static', 'base'] as const;

/** A currency as an owner manages it. Rates are units of the currency per 1 USD. */
export const AdminCurrencySchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  enabled: z.boolean(),
  rate: z.number(),
  rate_source: z.enum(RATE_SOURCES),
  provider_rate: z.number().nullable(),
  provider_source: z.string().nullable(),
  provider_refreshed_at: z.string().nullable(),
  manual_rate: z.number().nullable(),
  manual_rate_at: z.string().nullable(),
});
export type AdminCurrency = z.infer<typeof AdminCurrencySchema>;
