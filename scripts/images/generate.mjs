// Plain-node entry point for `npm run images`: loads the TypeScript generator through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./generate.ts');
await main(process.argv.slice(2));
