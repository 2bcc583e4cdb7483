// React DOM's evaluation is the longest of the islands' code: boot.ts imports this module first, so that it
// runs in a task of its own, and the islands' runtime (hydrate-islands.tsx) in the next. A plain ES module,
// so the page's first script needs no module-interop helper of the bundler's for it.
export { hydrateRoot } from 'react-dom/client';
