import { z } from 'zod';

const SITE_PATH = /^\/[^\s]{0,299}$/;

/**
 * The page a form was sent from (`/contact`), kept for the agency's statistics. It is not something
 * the visitor typed, so anything but a path on this site is dropped instead of refused.
 */
export const sourcePageField = z
  .preprocess(
    (value: unknown) => (typeof value === 'string' && SITE_PATH.test(value.trim()) ? value.trim() : null),
    z.string().nullable(),
  )
  .describe('the path of the page the form was sent from, e.g. /contact; any other value is dropped');
