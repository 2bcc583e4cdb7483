// Apart from the other messages: this is all the home page's hearts need on first load.

/** What a visitor is told before being sent to the login page. */
export const LOGIN_REQUIRED = {
  title: 'Login Required',
  like: 'Please log in to like items',
  rate: 'Please log in to rate items',
  cart: 'Please log in to add items to cart',
} as const;
