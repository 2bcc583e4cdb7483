import { useState } from 'react';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import { STAFF_STATUS_LABELS, type RequestStatus } from '#domain/requests/request-status.js';
import { REQUEST_STALE_MESSAGE } from '#domain/schemas/messages.js';
import { Button } from '#web/components/ui/button.js';
import { FormAlert } from '#web/components/ui/form-alert.js';
import { failureMessage } from '#web/lib/form-errors.js';
import { notify } from '#web/lib/notify.js';
import { staleRequest, useChangeStatus } from '#web/features/admin-requests/api/change-status.js';
import { StatusChangeForm } from './status-change-form.js';

/**
 * The moves the server allows from here, one button each. Choosing one opens a short form (the quoted
 * price for `quoted`, an optional message to the tourist); someone else's change in between (409) shows
 * the request as it is now, and the agent chooses again from there.
 */
export function StatusActions({ request }: { request: DeskRequest }) {
  const [chosen, setChosen] = useState<RequestStatus | null>(null);
  const [stale, setStale] = useState(false);
  const change = useChangeStatus(request.uuid);
  // After a 409 the fresh request may no longer allow the chosen move.
  const move = chosen && request.allowed_moves.includes(chosen) ? chosen : null;

  if (request.allowed_moves.length === 0) {
    return (
      <p className="text-ink/70">
        This request is {STAFF_STATUS_LABELS[request.status].toLowerCase()}: nothing more to do.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {stale && (
        <FormAlert tone="error" title={REQUEST_STALE_MESSAGE}>
          Check the status and the timeline, then choose again.
        </FormAlert>
      )}
      <div role="group" aria-label="Change status to" className="flex flex-wrap gap-2">
        {request.allowed_moves.map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'cancelled' ? 'outline' : move === to ? 'secondary' : 'primary'}
            aria-pressed={move === to}
            onClick={() => {
              setChosen(to);
              change.reset();
            }}
          >
            {STAFF_STATUS_LABELS[to]}
          </Button>
        ))}
      </div>
      {move && (
        <StatusChangeForm
          key={move}
          to={move}
          unpriced={request.quoted_price === null && request.total_price === null}
          reference={request.reference}
          pending={change.isPending}
          error={change.error && !staleRequest(change.error) ? change.error : null}
          onCancel={() => setChosen(null)}
          onSubmit={(input, setFieldErrors) => {
            setStale(false);
            change.mutate(
              { ...input, status: move, version: request.version },
              {
                onSuccess: (updated) => {
                  setChosen(null);
                  notify.success(`${updated.reference} is now ${STAFF_STATUS_LABELS[updated.status]}.`);
                },
                onError: (error) => {
                  if (staleRequest(error)) setStale(true);
                  else if (!setFieldErrors(error))
                    notify.error(failureMessage(error, 'The status could not be changed.'));
                },
              },
            );
          }}
        />
      )}
    </div>
  );
}
