/**
 * Marks a message where it is defined apart from where it shows (a constant, a list's labels, a validation
 * message of a shared schema), so that the catalogues know it (docs/decisions/018-languages.md); the page shows
 * it translated with `t(text)`. Returns the English text itself: the API and the server keep answering in English.
 */
export const msg = <T extends string>(id: T): T => id;
