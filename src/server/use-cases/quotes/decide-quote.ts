import { msg } from '#domain/i18n/msg.js';
import type { QuoteAnswer, RequestPaymentsAnswer } from '#domain/api/quotes.js';
import { decisionRefusal, quoteStatus } from '#domain/quotes/quote-money.js';
import type { RequestStatus } from '#domain/requests/request-status.js';
import { TRACKING_LINK_MESSAGE } from '#domain/schemas/messages.js';
import { HttpError, notFound } from '#server/lib/http-error.js';
import { createDeskRequestRepository } from '#server/repositories/desk-request-repository.js';
import { createDeskWritesRepository } from '#server/repositories/desk-writes-repository.js';
import { createQuotesRepository } from '#server/repositories/quotes-repository.js';
import { createTrackedRequestsRepository } from '#server/repositories/tracked-requests-repository.js';
import { agencyToday, type UseCaseDeps } from '#server/use-cases/use-case.js';
import { AGENCY_SIGNATURE } from '#server/use-cases/desk/desk-audit.js';
import { composeStatusMail } from '#server/use-cases/desk/desk-mails.js';
import { quoteAnswer } from '#server/repositories/quote-answer.js';
import { requestMoney } from '#server/repositories/request-money.js';
import { quoteDecisionNotice } from '#server/mail/templates/tourist-answers.js';
import { replanRequest } from '#server/scheduler/plan-request.js';
import { touristAnswerAbout } from './tourist-answer-about.js';

export interface QuoteDecisionInput {
  reference: string;
  number: number;
  /** the tracking link's key; or the signed-in account that sent the request (`deps.userId`) */
  key: string;
  decision: 'accept' | 'decline';
  reason?: string | undefined;
}

export interface QuoteDecision {
  reference: string;
  status: RequestStatus;
  quote: QuoteAnswer;
  payments: RequestPaymentsAnswer | null;
}

/**
 * The tourist accepts or declines a quote from the tracking page. Only a sent quote within its validity can be
 * decided (409 saying why otherwise). Accepting confirms the request at once with the quote's total, from which the
 * payment schedule counts, and sends the confirmation with its PDF (the quote's lines and days, the schedule, the bank);
 * declining puts the request back in progress with what the tourist asked to change. Both show on the desk's timeline,
 * and the agency is e-mailed either way (with the reason on a decline).
 */
export async function decideQuote(input: QuoteDecisionInput, deps: UseCaseDeps): Promise<QuoteDecision> {
  const today = agencyToday(deps);
  const owned = await createTrackedRequestsRepository(deps.db).owned(
    input.reference.toUpperCase(),
    input.key,
    deps.userId,
  );
  if (!owned) throw notFound(TRACKING_LINK_MESSAGE);
  return deps.mail.inTransaction(async (tx, queue) => {
    const current = await createDeskRequestRepository(tx).findForUpdate(owned.uuid);
    if (!current) throw notFound(TRACKING_LINK_MESSAGE);
    const quotes = createQuotesRepository(tx);
    const quote = await quotes.byNumber(current.id, input.number, { lock: true });
    if (!quote) throw notFound(msg('There is no such quote for this request.'));
    const refusal = decisionRefusal(quoteStatus(quote.status, quote.validUntil, today));
    if (refusal) throw new HttpError(409, refusal);
    if (current.status !== 'quoted')
      throw new HttpError(409, msg('This request is no longer waiting for your answer.'));

    const accepted = input.decision === 'accept';
    const to: RequestStatus = accepted ? 'confirmed' : 'in_progress';
    await quotes.decide(quote.id, accepted ? 'accepted' : 'declined', accepted ? null : (input.reason ?? null));
    const writes = createDeskWritesRepository(tx);
    await writes.move(current.id, { to, quotedPrice: accepted ? quote.total : undefined, today });
    if (accepted) await replanRequest(tx, current.uuid, deps.now?.() ?? new Date());
    const mail = accepted
      ? await composeStatusMail(tx, deps, {
          request: current,
          to: 'confirmed',
          message: null,
          price: quote.total,
          // The accepted quote's total, one figure converted once, as the quote gave it.
          quoted: true,
          agentName: AGENCY_SIGNATURE,
          quote,
        })
      : null;
    const [mailId] = mail ? await queue(mail) : [];
    const notice = quoteDecisionNotice(
      touristAnswerAbout(current, deps),
      { number: quote.number, total: quote.total, decision: input.decision, reason: input.reason },
      deps.config.AGENCY_EMAIL,
    );
    await queue({ ...notice, requestId: current.id });
    await writes.addEvent({
      requestId: current.id,
      kind: 'status',
      staffId: null,
      fromStatus: current.status,
      toStatus: to,
      text: accepted
        ? `Quote ${quote.number} accepted online.`
        : `Quote ${quote.number} declined online${input.reason ? `: ${input.reason}` : '.'}`,
      // The tourist's timeline names the status in their language; of the rest, only their own words.
      touristText: accepted ? '' : (input.reason ?? ''),
      visibleToTourist: true,
      mailId: mailId ?? null,
    });
    const decided = await quotes.byNumber(current.id, quote.number);
    return {
      reference: current.reference,
      status: to,
      quote: quoteAnswer(decided!, today),
      payments: accepted
        ? requestMoney({ total: quote.total, confirmedOn: today, startDate: current.startDate }, [], today, {
            forTourist: true,
          })
        : null,
    };
  });
}
