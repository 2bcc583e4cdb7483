// Apart from the other messages: this is all the home page's hearts need on first load.

import { msg } from '#web/i18n/i18n.js';

/** What a visitor is told before being sent to the login page. */
export const LOGIN_REQUIRED = {
  title: msg('Login Required'),
  like: msg('Please log in to like items'),
  rate: msg('Please log in to rate items'),
  cart: msg('Please log in to add items to cart'),
} as const;
