import { island } from '#web/islands/island.js';
import { MobileMenu } from '#web/features/layout/components/mobile-menu.js';

/** Below 1024 px: hydrates when shown, so a wide screen (whose header has the links) never loads it. */
export default island('mobile-menu', MobileMenu, { hydrate: 'visible' });
