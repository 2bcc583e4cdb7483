import { z } from 'zod';

// The travellers' details as the API answers them: to the tourist with passport numbers masked (`•••• 1234`), to
// staff in full. One shape, so the tracking page and the desk read the same fields.

export const TravellerAnswerSchema = z.object({
  full_name: z.string(),
  nationality: z.object({ id: z.number().int(), name: z.string() }),
  date_of_birth: z.string().nullable(),
  /** masked (`•••• 1234`) for the tourist, in full for staff; null once erased after the trip */
  passport_number: z.string().nullable(),
  passport_expiry: z.string().nullable(),
  dietary: z.string().nullable(),
  medical: z.string().nullable(),
});
export type TravellerAnswer = z.infer<typeof TravellerAnswerSchema>;

export const TravellersDetailsAnswerSchema = z.object({
  travellers: z.array(TravellerAnswerSchema),
  arrival: z.object({ flight: z.string().nullable(), arrival_at: z.string().nullable() }),
  emergency_contact: z.object({ name: z.string(), phone: z.string() }).nullable(),
  /** when the tourist last sent them */
  sent_at: z.string(),
  /** when the passport numbers and the other sensitive fields were erased after the trip; null before */
  erased_at: z.string().nullable(),
});
export type TravellersDetailsAnswer = z.infer<typeof TravellersDetailsAnswerSchema>;
