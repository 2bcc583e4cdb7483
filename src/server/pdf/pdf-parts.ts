import type { MailAttachment } from '#server/db/schema/mail.js';
import type { Translate } from '#server/i18n/translate.js';
import { AGENCY_NAME, type AgencyBank, type AgencyContact } from './agency-details.js';
import { COLORS, CONTENT_WIDTH, type Flow, MARGIN } from './pdf-flow.js';
import { fontSafe } from './pdf-text.js';

// The parts the agency's documents share (the booking confirmation, a quote, a receipt): the letterhead with the
// document's own box of numbers, the bank block, and the attachment a mail carries.

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
