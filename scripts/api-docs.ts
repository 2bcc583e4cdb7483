import { writeFileSync } from 'node:fs';
import { collectApiFacts } from './api-docs-collect.js';
import { REFERENCE_PATH, renderApiReference } from './api-docs-render.js';

// npm run docs:api: rewrites the HTTP API reference from the OpenAPI document the app serves.
const markdown = renderApiReference(await collectApiFacts());
writeFileSync(REFERENCE_PATH, markdown);
console.log(`wrote ${REFERENCE_PATH}`);
