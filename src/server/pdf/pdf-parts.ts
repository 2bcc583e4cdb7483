import { msg } from '#domain/i18n/msg.js';
import type { QuoteLineKind } from '#domain/quotes/quote-money.js';
import type { MailAttachment } from '#server/db/schema/mail.js';
import type { Translate } from '#server/i18n/translate.js';
import { amountDue, type Wording } from '#server/mail/templates/payment-rows.js';
import { AGENCY_NAME, type AgencyBank, type AgencyContact } from './agency-details.js';
import { COLORS, CONTENT_WIDTH, type Flow, MARGIN } from './pdf-flow.js';
import { fontSafe } from './pdf-text.js';

// The parts the agency's documents share (the booking confirmation, a quote, a receipt): the letterhead with the
// document's own box of numbers, a quote's priced lines, the itinerary's days, a bulleted list, the bank block, and
// the attachment a mail carries.

/** The sand box's lines: the first large and bold (the document's number), the others small (its dates). */
const FIRST = { size: 12, lineHeight: 12 * 1.4 };
const OTHER = { size: 9, lineHeight: 9 * 1.4 };
const BOX_MIN_WIDTH = 170;
const BOX_PADDING = 12;

/**
 * The agency's name, what the document is and how to reach the agency on the left; the document's number and
 * dates in a sand box on the right, where a reader looks for them. The box grows to its widest line.
 */
export function letterhead(flow: Flow, agency: AgencyContact, title: string, box: readonly string[]): void {
  const [first = '', ...others] = box;
  const widest = Math.max(
    flow.fonts.bold.widthOfTextAtSize(fontSafe(first, flow.fonts.bold), FIRST.size),
    ...others.map((line) => flow.fonts.regular.widthOfTextAtSize(fontSafe(line, flow.fonts.regular), OTHER.size)),
  );
  const width = Math.min(CONTENT_WIDTH / 2, Math.max(BOX_MIN_WIDTH, Math.ceil(widest) + 2 * BOX_PADDING));
  const height = 44 + Math.max(0, others.length - 1) * OTHER.lineHeight;
  const left = Math.min(300, CONTENT_WIDTH - width - BOX_PADDING);

  const top = flow.y;
  flow.text(agency.name, { size: 22, bold: true, color: COLORS.deepGreen, width: left });
  flow.text(title, { size: 14, color: COLORS.gold, width: left });
  flow.space(4);
  for (const contact of [agency.address, `${agency.phone} · ${agency.email}`]) {
    flow.text(contact, { size: 8.5, color: COLORS.muted, width: left });
  }
  const below = flow.y;
  const x = CONTENT_WIDTH - width;
  flow.page.drawRectangle({ x: MARGIN.x + x, y: top + 5 - height, width, height, color: COLORS.sand });
  flow.y = top - BOX_PADDING;
  flow.text(first, { size: FIRST.size, bold: true, color: COLORS.deepGreen, indent: x + BOX_PADDING });
  for (const line of others) flow.text(line, { size: OTHER.size, color: COLORS.muted, indent: x + BOX_PADDING });
  flow.y = Math.min(below, top - height);
}

export interface PricedLine {
  kind: QuoteLineKind;
  description: string;
  quantity: number;
  /** USD */
  unitPrice: number;
  /** USD, as quote-money.ts made it: unit price times quantity, negative for a discount */
  amount: number;
}

/** A quote line's kind in words. */
const KIND_NAMES: Readonly<Record<QuoteLineKind, string>> = {
  trip: msg('Trip'),
  accommodation: msg('Accommodation'),
  activity: msg('Activity'),
  transfer: msg('Transfer'),
  park_fee: msg('Park fees'),
  extra: msg('Extra'),
  discount: msg('Discount'),
};

/** The amounts' column: right-aligned, wide enough for '-12.345,67 $ (USD)'. */
const AMOUNT_COLUMN = 130;

function pricedLine(flow: Flow, line: PricedLine, { t, locale }: Wording): void {
  const descriptionWidth = CONTENT_WIDTH - AMOUNT_COLUMN;
  flow.ensure((flow.measure(line.description, { bold: true, width: descriptionWidth }) + 1) * 14 + 6);
  const top = flow.y;
  flow.text(line.description, { bold: true, width: descriptionWidth });
  const below = flow.y;
  const amount = fontSafe(amountDue(line.amount, locale), flow.fonts.bold);
  const width = flow.fonts.bold.widthOfTextAtSize(amount, 10);
  const color = line.amount < 0 ? COLORS.ocean : COLORS.ink;
  flow.page.drawText(amount, { x: MARGIN.x + CONTENT_WIDTH - width, y: top, size: 10, font: flow.fonts.bold, color });
  flow.y = below;
  const unit = amountDue(line.unitPrice, locale);
  flow.text(`${t(KIND_NAMES[line.kind])} · ${line.quantity} × ${unit}`, { size: 9, color: COLORS.muted });
  flow.space(5);
}

/** A quote's lines under 'Prices', each with its kind, quantity and unit price, then a rule and the total's line. */
export function pricedLines(flow: Flow, lines: readonly PricedLine[], total: string, words: Wording): void {
  const { t } = words;
  flow.heading(t('Prices'), 3 * 14);
  for (const line of lines) pricedLine(flow, line, words);
  flow.ensure(24);
  flow.page.drawLine({
    start: { x: MARGIN.x, y: flow.y + 8 },
    end: { x: MARGIN.x + CONTENT_WIDTH, y: flow.y + 8 },
    thickness: 0.75,
    color: COLORS.rule,
  });
  flow.space(6);
  flow.text(total, { size: 12, bold: true, color: COLORS.deepGreen });
}

export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
}

/** The days of a trip in order, each title kept with at least the first line of its description. */
export function itineraryDays(flow: Flow, days: readonly ItineraryDay[], t: Translate): void {
  for (const entry of [...days].sort((a, b) => a.day - b.day)) {
    const title = t('Day {day}: {title}', { day: entry.day, title: entry.title });
    flow.ensure((flow.measure(title, { bold: true }) + 1) * 14 + 4);
    flow.text(title, { bold: true });
    if (entry.description.trim()) flow.text(entry.description, { indent: 12, color: COLORS.muted, size: 9.5 });
    flow.space(4);
  }
}

/** A heading and its items with gold bullets ('What's included'); nothing when every item is blank. */
export function bulletList(flow: Flow, title: string, items: readonly string[]): void {
  const kept = items.map((item) => item.trim()).filter(Boolean);
  if (kept.length === 0) return;
  flow.heading(title);
  for (const item of kept) {
    // The bullet and the item's first line share a page.
    flow.ensure(14);
    flow.page.drawText('•', { x: MARGIN.x + 2, y: flow.y, size: 10, font: flow.fonts.regular, color: COLORS.gold });
    flow.text(item, { indent: 12 });
  }
}

/** Where to pay and the reference to pay under, kept whole on one page. */
export function bankDetails(
  flow: Flow,
  { bank, agency, reference }: { bank: AgencyBank; agency: AgencyContact; reference: string },
  t: Translate,
): void {
  flow.heading(t('Bank details'), 6 * 14);
  flow.row(t('Account name'), bank.accountName);
  flow.row(t('Bank'), bank.bankName);
  flow.row(t('Account number'), bank.accountNumber);
  flow.row('SWIFT / BIC', bank.swift);
  flow.row(t('Branch'), bank.branch);
  flow.row(t('Payment reference'), reference);
  flow.space(6);
  flow.text(
    t(
      'Please quote {reference} with every payment, so we can match it to your booking. Questions? Write to {email} or call {phone}.',
      { reference, email: agency.email, phone: agency.phone },
    ),
    { size: 9.5, color: COLORS.muted },
  );
}

/** A PDF as the mail outbox stores an attachment, named after the agency: `Kilele-Safaris-quote-TZ-7K3M9Q-v2.pdf`. */
export function pdfAttachment(name: string, pdf: Uint8Array): MailAttachment {
  return {
    filename: `${AGENCY_NAME.replace(/\s+/g, '-')}-${name}.pdf`,
    contentType: 'application/pdf',
    base64: Buffer.from(pdf).toString('base64'),
  };
}
