import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What a server-rendered page hands the browser to hydrate with, in one JSON script (never executable). */
export interface BootData {
  /** the query cache the page was rendered from */
  queries: DehydratedState;
  /** the router's state for the matched routes (their loaders already ran on the server) */
  router: HydrationState;
  /** the site's public origin, for canonical and social URLs */
  origin: string;
  /** the currency the prices were rendered in */
  currency: string;
}

export const BOOT_DATA_ID = 'boot-data';

/**
 * JSON safe inside <script type="application/json">: no `</script>` or `<!--` can close or bend the element,
 * and the line separators old parsers choke on are escaped too.
 */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The server's boot data, or null on a page the browser renders alone (an account page, the dev server). */
export function readBootData(): BootData | null {
  const element = document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootData;
  } catch {
    return null;
  }
}
