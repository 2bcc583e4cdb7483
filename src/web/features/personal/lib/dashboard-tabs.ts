import { DASHBOARD_TABS, type DashboardTab } from '#domain/site-paths.js';

/** `?tab=` of /dashboard: unknown values fall back to the first tab. */
export function parseDashboardTab(value: string | null): DashboardTab {
  return (DASHBOARD_TABS as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'likes';
}
