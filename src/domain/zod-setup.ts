import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it can. The site's Content-Security-Policy forbids
// eval, and Zod's probe for it is reported as a policy violation on every page with a form. The schemas
// here check small forms and request bodies, for which the plain parser is fast enough.
z.config({ jitless: true });
