import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { InquiryForm } from '#web/features/inquiry/components/inquiry-form.js';

/** The contact page's inquiry: its props are the destinations to choose from, as `{ id, name }` only. */
export default island('inquiry-form', withPageQueries(InquiryForm));
