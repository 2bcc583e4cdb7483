// Moved to #web/lib/use-redirect-when.js; this re-export keeps the forms compiling until their
// imports point there, then it goes.
export { useRedirectWhen } from '#web/lib/use-redirect-when.js';
