import { z } from 'zod';
import { isDateOrderWrong, requiredIsoDate } from './common.js';

export const MANIFEST_DATES_MESSAGE =
  'Please give the first and the last start date (yyyy-MM-dd), the last not before the first.';

/** The manifest's range of start dates, both days included (the back office's; its messages stay English). */
export const ManifestQuerySchema = z
  .object({ from: requiredIsoDate(MANIFEST_DATES_MESSAGE), to: requiredIsoDate(MANIFEST_DATES_MESSAGE) })
  .refine((range) => !isDateOrderWrong(range.from, range.to, true), { path: ['to'], error: MANIFEST_DATES_MESSAGE });
export type ManifestQuery = z.infer<typeof ManifestQuerySchema>;
