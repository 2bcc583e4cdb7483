import '../zod-setup.js';
import { z } from 'zod';

export const NamedSchema = z.object({ id: z.number().int(), name: z.string() });
export type Named = z.infer<typeof NamedSchema>;

export const CurrencySchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  code: z.string(),
  symbol: z.string(),
  rate: z.number(),
});
export type Currency = z.infer<typeof CurrencySchema>;

export const CountrySchema = NamedSchema.extend({ code: z.string() });
export const LocationSchema = NamedSchema.extend({ is_zanzibar: z.boolean() });
export type Location = z.infer<typeof LocationSchema>;

export const SplashSchema = z.object({
  currencies: z.array(CurrencySchema),
  locations: z.array(LocationSchema),
  categories: z.array(NamedSchema),
  /** (sic) clients read this spelling (docs/api/README.md 'Base path') */
  searviceClasses: z.array(NamedSchema),
  countries: z.array(CountrySchema),
  genders: z.array(NamedSchema),
  seasons: z.array(NamedSchema),
  tripTypes: z.array(NamedSchema),
  regions: z.array(NamedSchema),
});
export type Splash = z.infer<typeof SplashSchema>;

export const ExchangeRateSchema = z.object({
  rate: z.number(),
  code: z.string(),
  updated_at: z.string(),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;
