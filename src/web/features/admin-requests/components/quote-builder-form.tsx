import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import type { SelectOption } from '#web/components/ui/select.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { useZodForm } from '#web/lib/use-zod-form.js';
import { ConfirmDialog } from '#web/admin-kit/components/confirm-dialog.js';
import { showSaveErrors } from '#web/admin-kit/editor/server-errors.js';
import { UnsavedChangesGuard } from '#web/admin-kit/editor/unsaved-changes-guard.js';
import { TextAreaField, TextField } from '#web/admin-kit/form/fields.js';
import { staleRequest } from '#web/features/admin-requests/api/change-status.js';
import { useSendQuote } from '#web/features/admin-requests/api/send-quote.js';
import { QuoteFormContext, type QuoteForm } from '#web/features/admin-requests/hooks/use-quote-form.js';
import { quoteDraftSchema, type QuoteBody } from '#web/features/admin-requests/lib/quote-body.js';
import { isCatalogueTrip, requestTripUuids, type QuoteDraft } from '#web/features/admin-requests/lib/quote-draft.js';
import { QuoteDays } from './quote-days.js';
import { QuoteLines } from './quote-lines.js';
import { QuoteSendDialog } from './quote-send-dialog.js';
import { QuoteStaleNotice } from './quote-stale-notice.js';
import { QuoteTotal } from './quote-total.js';
import type { TripChoice } from './quote-trip-fields.js';

export interface QuoteBuilderFormProps {
  request: DeskRequest;
  /** where the draft starts (quote-draft.ts `startingDraft`) */
  start: QuoteDraft;
  /** the agency's today: the validity counts from it */
  today: string;
  trips: TripChoice;
  classes: readonly SelectOption[];
  onClose: () => void;
  /** start again from the request as it is now */
  onRestart: () => void;
}

/** The itinerary, with the trips the quote names (the request's, its catalogue lines') to take days from. */
function QuoteItinerary({ form, request, trips }: { form: QuoteForm; request: DeskRequest; trips: TripChoice }) {
  const lines = useWatch({ control: form.control, name: 'lines' });
  const uuids = new Set([...requestTripUuids(request), ...lines.filter(isCatalogueTrip).map((line) => line.trip_uuid)]);
  const sources = [...uuids].flatMap((uuid) => {
    const name = trips.name(uuid);
    return name ? [{ uuid, name }] : [];
  });
  return <QuoteDays sources={sources} />;
}

/**
 * A quote in one form: lines, running total, itinerary, includes and excludes, validity and message; sent after a
 * confirmation that names the total and the tourist. A 422 puts the server's words on the fields; a 409 says who
 * got there first.
 */
export function QuoteBuilderForm({ request, start, today, trips, classes, onClose, onRestart }: QuoteBuilderFormProps) {
  const schema = useMemo(() => quoteDraftSchema(today), [today]);
  const form = useZodForm(schema, start, { mode: 'onTouched' });
  const send = useSendQuote(request.uuid);
  const [startedFrom] = useState(request.quotes[0]?.number ?? 0);
  const [asking, setAsking] = useState<QuoteBody | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [fresh, setFresh] = useState<DeskRequest | null>(null);
  const { errors, isDirty } = form.formState;
  const number = (request.quotes[0]?.number ?? 0) + 1;

  const submit = form.handleSubmit((body) => setAsking(body));
  const sendNow = (body: QuoteBody) => {
    setAsking(null);
    setProblems([]);
    setFresh(null);
    send.mutate(body, {
      onSuccess: (quote) => {
        notify.success(`Quote v${quote.number} sent to ${request.customer.email}.`);
        onClose();
      },
      onError: (error) => {
        const now = staleRequest(error);
        if (now) return setFresh(now);
        const messages = showSaveErrors(error, form.setError);
        setProblems(messages.length > 0 ? messages : [failureMessage(error, 'The quote could not be sent.')]);
      },
    });
  };

  return (
    <QuoteFormContext.Provider value={form}>
      <UnsavedChangesGuard when={isDirty && !send.isPending} />
      <form noValidate onSubmit={submit} aria-label={`Quote v${number}`} className="space-y-4">
        {fresh && (
          <QuoteStaleNotice
            fresh={fresh}
            startedFrom={startedFrom}
            onReload={onRestart}
            onKeep={() => {
              form.setValue('version', fresh.version);
              setFresh(null);
            }}
          />
        )}
        <FormAlert tone="error" title={problems.length > 0 ? 'Not sent' : undefined} messages={problems} />
        <QuoteLines trips={trips} classes={classes} />
        <QuoteTotal sentIn={request.sent_in} />
        <QuoteItinerary form={form} request={request} trips={trips} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextAreaField
            label="Included"
            optional
            hint="One item a line."
            rows={4}
            field={form.register('includes')}
            error={errors.includes?.message}
          />
          <TextAreaField
            label="Not included"
            optional
            hint="One item a line."
            rows={4}
            field={form.register('excludes')}
            error={errors.excludes?.message}
          />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <TextField
            label="Valid until"
            type="date"
            hint="The last day it can be accepted."
            field={form.register('valid_until')}
            error={errors.valid_until?.message}
          />
          <TextAreaField
            label="Message to the tourist"
            optional
            hint={`Opens the e-mail to ${request.customer.email}.`}
            field={form.register('message')}
            error={errors.message?.message}
          />
        </div>
        <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t border-ink/10 bg-white/95 py-2">
          <Button type="submit" size="sm" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : `Send quote v${number}…`}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => (isDirty ? setDiscarding(true) : onClose())}>
            Discard
          </Button>
        </div>
      </form>
      <QuoteSendDialog
        request={request}
        body={asking}
        draft={form.getValues()}
        onSend={sendNow}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={discarding}
        message={`Discard quote v${number}? What you wrote is lost.`}
        confirmLabel="Discard"
        cancelLabel="Keep writing"
        onConfirm={onClose}
        onCancel={() => setDiscarding(false)}
      />
    </QuoteFormContext.Provider>
  );
}
