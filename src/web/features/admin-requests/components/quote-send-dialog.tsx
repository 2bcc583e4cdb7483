import type { DeskRequest } from '#domain/api/requests-desk.js';
import { ConfirmDialog } from '#web/admin-kit/components/confirm-dialog.js';
import { deskDate, deskMoney } from '#web/features/admin-requests/lib/desk-format.js';
import { draftTotals, type QuoteBody } from '#web/features/admin-requests/lib/quote-body.js';
import type { QuoteDraft } from '#web/features/admin-requests/lib/quote-draft.js';
import { inSentCurrency } from '#web/features/admin-requests/lib/quote-words.js';
import { serverPricedWords } from './quote-total.js';

interface QuoteSendDialogProps {
  request: DeskRequest;
  /** the checked body about to be sent; null: the dialog is closed */
  body: QuoteBody | null;
  /** the draft it was made of, for its running figures */
  draft: QuoteDraft;
  onSend: (body: QuoteBody) => void;
  onCancel: () => void;
}

/** The last look before the tourist gets an e-mail: to whom, the total, until when, what it replaces. */
export function QuoteSendDialog({ request, body, draft, onSend, onCancel }: QuoteSendDialogProps) {
  const number = (request.quotes[0]?.number ?? 0) + 1;
  const open = request.quotes.find((quote) => quote.status === 'sent');
  const { total, serverPriced } = draftTotals(draft.lines);
  const shown = inSentCurrency(total, request.sent_in);
  return (
    <ConfirmDialog
      open={body !== null}
      message={`Send quote v${number} to ${request.customer.email}?`}
      confirmLabel={`Send quote v${number}`}
      cancelLabel="Keep editing"
      onConfirm={() => body && onSend(body)}
      onCancel={onCancel}
    >
      <ul className="space-y-1">
        <li>
          Total: <strong className="tabular-nums">{deskMoney(total)} (USD)</strong>
          {serverPricedWords(serverPriced)}
        </li>
        {shown && (
          <li>
            The tourist reads <strong className="tabular-nums">{shown}</strong>
            {serverPriced > 0 && ' + the trip'}
          </li>
        )}
        <li>Valid until {deskDate(body?.valid_until ?? draft.valid_until)}</li>
        {open && <li>Quote v{open.number} is replaced: it can no longer be accepted.</li>}
      </ul>
    </ConfirmDialog>
  );
}
