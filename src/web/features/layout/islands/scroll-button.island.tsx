import { island } from '#web/islands/island.js';
import { DeferredScrollButton } from '#web/features/layout/components/deferred-scroll-button.js';

export default island('scroll-button', DeferredScrollButton);
