import { Link } from 'react-router';
import { cn } from '#web/lib/cn.js';
import { Skeleton } from '#web/components/ui/skeleton.js';
import { adminPaths } from '#web/admin-kit/admin-paths.js';
import { PageTitle } from '#web/admin-kit/components/page-title.js';
import { QueryError } from '#web/admin-kit/components/query-error.js';
import { useRequest } from '#web/features/admin-requests/api/get-request.js';
import { MessageForm } from './message-form.js';
import { NoteForm } from './note-form.js';
import { PlannedEmails } from './planned-emails.js';
import { QuoteSection } from './quote-section.js';
import { RequestDetails } from './request-details.js';
import { RequestHeader } from './request-header.js';
import { RequestPayments } from './request-payments.js';
import { RequestTimeline } from './request-timeline.js';
import { RequestTravellers } from './request-travellers.js';
import { StatusActions } from './status-actions.js';

const panel = 'space-y-3 rounded-xl bg-white p-4 ring-1 ring-ink/10';

/** One request: what was sent, what happened since, and what the agent can do next (`owner`: void a payment too). */
export function RequestPage({ uuid, owner = false }: { uuid: string; owner?: boolean }) {
  const request = useRequest(uuid);
  if (request.isError) {
    return <QueryError error={request.error} onRetry={() => void request.refetch()} what="request" />;
  }
  if (!request.data) return <Skeleton className="h-64 w-full" />;
  const data = request.data;
  return (
    <div className="space-y-4">
      <PageTitle title={`${data.reference} · ${data.customer.name}`} />
      <Link to={adminPaths.requests()} className="text-gold-dark underline-offset-4 hover:underline">
        ← All requests
      </Link>
      <RequestHeader request={data} />
      {/* On a phone the columns dissolve into one list ordered for the job: what was sent, what to do, what happened. */}
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="contents lg:block lg:space-y-4">
          <RequestDetails request={data} />
          <QuoteSection request={data} className="order-2 lg:order-none" />
          <section aria-labelledby="payments-title" className={cn(panel, 'order-2 lg:order-none')}>
            <h2 id="payments-title" className="font-display text-base font-semibold">
              Payments
            </h2>
            <RequestPayments request={data} owner={owner} />
          </section>
          <section aria-labelledby="planned-title" className={cn(panel, 'order-2 lg:order-none')}>
            <h2 id="planned-title" className="font-display text-base font-semibold">
              Planned e-mails
            </h2>
            <PlannedEmails entries={data.scheduled} />
          </section>
          <section aria-labelledby="travellers-title" className={cn(panel, 'order-2 lg:order-none')}>
            <h2 id="travellers-title" className="font-display text-base font-semibold">
              Travellers
            </h2>
            <RequestTravellers request={data} />
          </section>
          <section aria-labelledby="timeline-title" className={cn(panel, 'order-2 lg:order-none')}>
            <h2 id="timeline-title" className="font-display text-base font-semibold">
              Timeline
            </h2>
            <RequestTimeline entries={data.timeline} />
          </section>
        </div>
        <div className="contents lg:block lg:space-y-4">
          <section aria-labelledby="actions-title" className={cn(panel, 'order-1 lg:order-none')}>
            <h2 id="actions-title" className="font-display text-base font-semibold">
              Status
            </h2>
            <StatusActions request={data} />
          </section>
          <section aria-labelledby="message-title" className={cn(panel, 'order-3 lg:order-none')}>
            <h2 id="message-title" className="font-display text-base font-semibold">
              Write to the tourist
            </h2>
            <MessageForm uuid={uuid} email={data.customer.email} />
          </section>
          <section aria-labelledby="note-title" className={cn(panel, 'order-4 lg:order-none')}>
            <h2 id="note-title" className="font-display text-base font-semibold">
              Team notes
            </h2>
            <NoteForm uuid={uuid} />
          </section>
        </div>
      </div>
    </div>
  );
}
