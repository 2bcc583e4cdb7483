import type { DeskRequestRecord } from '#server/repositories/desk-request-repository.js';
import type { ScheduledRequest } from './request-money.js';

/** What a request's payment schedule is made from: its total (the accepted quote's, else the price sent), its
 * confirmation day and its start date. */
export const moneyOf = (
  request: Pick<DeskRequestRecord, 'quotedPrice' | 'totalPrice' | 'confirmedOn' | 'startDate'>,
): ScheduledRequest => ({
  total: request.quotedPrice ?? request.totalPrice,
  confirmedOn: request.confirmedOn,
  startDate: request.startDate,
});
