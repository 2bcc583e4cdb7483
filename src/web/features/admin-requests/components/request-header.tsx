import { Mail, Phone } from 'lucide-react';
import type { DeskRequest } from '#domain/api/requests-desk.js';
import { REQUEST_TYPE_LABELS, STAFF_STATUS_LABELS } from '#domain/requests/request-status.js';
import { RequestStatusBadge } from '#web/components/ui/request-status-badge.js';
import { deskTime } from '#web/features/admin-requests/lib/desk-format.js';
import { OverdueBadge } from './overdue-badge.js';

/** Which request this is, where it stands, and how to reach the customer. */
export function RequestHeader({ request }: { request: DeskRequest }) {
  const { customer } = request;
  return (
    <header className="rounded-xl bg-white p-4 ring-1 ring-ink/10">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="font-mono text-xl font-semibold">{request.reference}</h1>
        <RequestStatusBadge size="sm" status={request.status} label={STAFF_STATUS_LABELS[request.status]} />
        {request.overdue && <OverdueBadge receivedAt={request.received_at} />}
        <span className="text-ink/70">{REQUEST_TYPE_LABELS[request.type]}</span>
      </div>
      <p className="mt-1 text-ink/70">
        Received <time dateTime={request.received_at}>{deskTime(request.received_at)}</time>
        {request.answered_at && (
          <>
            {' '}
            · answered <time dateTime={request.answered_at}>{deskTime(request.answered_at)}</time>
          </>
        )}{' '}
        · last change <time dateTime={request.updated_at}>{deskTime(request.updated_at)}</time>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
        <span className="font-semibold">{customer.name}</span>
        <a
          href={`mailto:${customer.email}`}
          className="inline-flex items-center gap-1 text-gold-dark underline-offset-4 hover:underline"
        >
          <Mail aria-hidden="true" className="size-3.5" />
          {customer.email}
        </a>
        {customer.phone && (
          <a
            href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-1 text-gold-dark underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-3.5" />
            {customer.phone}
          </a>
        )}
        <span className="text-ink/70">
          {[customer.country, customer.gender, customer.has_account ? 'has an account' : 'no account']
            .filter(Boolean)
            .join(' · ')}
        </span>
      </div>
    </header>
  );
}
