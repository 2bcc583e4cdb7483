import { island } from '#web/islands/island.js';
import { CurrencySelect } from '#web/features/currency/components/currency-select.js';

/** In the wide header: hydrates when shown, so a phone (whose menu has its own) never loads it. */
export default island('currency-select', CurrencySelect, { hydrate: 'visible' });
