import { island } from '#web/islands/island.js';
import { withPageQueries } from '#web/islands/page-queries.js';
import { AccountActions, LoginAction } from '#web/features/layout/components/account-actions.js';

/**
 * Login, or Dashboard and Logout: known only in the browser, so the server renders Login (without the session's
 * query), which is all a signed-out visitor needs. In the wide header: hydrates when shown, so a phone (whose menu
 * has its own) never loads it.
 */
export default island('account-actions', withPageQueries(AccountActions, { prices: false }), {
  hydrate: 'signed-in',
  served: withPageQueries(LoginAction, { prices: false }),
});
