/** The address of the server that playwright.config.ts started (its port is captured into E2E_PORT). */
export function e2eBaseUrl(): string {
  const port = process.env.E2E_PORT;
  if (!port)
    throw new Error('E2E_PORT is not set: run the specs through `npx playwright test` (see playwright.config.ts)');
  return `http://127.0.0.1:${port}`;
}
