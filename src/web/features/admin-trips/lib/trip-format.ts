import type { CatalogueStatus } from '#domain/schemas/admin-catalogue.js';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const instant = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Dar_es_Salaam',
});

export const STATUS_LABELS: Record<CatalogueStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const tripMoney = (amount: number) => usd.format(amount);
/** The agency's own calendar day (the office is in Tanzania, wherever the laptop is). */
export const tripDay = (iso: string) => instant.format(new Date(iso));
