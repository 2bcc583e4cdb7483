import type { CatalogueStatus } from '#domain/schemas/admin-catalogue.js';

const instant = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Dar_es_Salaam',
});

/** What the catalogue's editors edit. */
export type CatalogueKind = 'trip' | 'destination';

export const STATUS_LABELS: Record<CatalogueStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

/** The agency's own calendar day (the office is in Tanzania, wherever the laptop is). */
export const catalogueDay = (iso: string) => instant.format(new Date(iso));

/** The moves between states (`POST …/{uuid}/publish|unpublish|archive`). */
export type CatalogueStateChange = 'publish' | 'unpublish' | 'archive';
