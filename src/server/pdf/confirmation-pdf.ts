import { PDFDocument } from 'pdf-lib';
import type { PaymentSchedule } from '#domain/requests/payment-schedule.js';
import type { MailAttachment } from '#server/db/schema/mail.js';
import { guests, mailDate } from '#server/mail/templates/booking-format.js';
import { amountDue, paymentRows, paymentSentences } from '#server/mail/templates/payment-rows.js';
import type { AgencyBank, AgencyContact } from './agency-details.js';
import { COLORS, CONTENT_WIDTH, createFlow, type Flow, MARGIN } from './pdf-flow.js';

export interface ConfirmationPdfLine {
  itemName: string;
  startDate: string | null;
  endDate: string | null;
  guests: number;
  serviceClass: string | null;
  price: number | null;
  itinerary: { day: number; title: string; description: string }[];
}

export interface ConfirmationPdfInput {
  reference: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  customer: { name: string; email: string; phone: string; country: string | null };
  lines: ConfirmationPdfLine[];
  /** USD, the confirmed total */
  price: number;
  schedule: PaymentSchedule;
  bank: AgencyBank;
  agency: AgencyContact;
}

const day = (isoDate: string) => mailDate(isoDate) ?? isoDate;

function dates(line: ConfirmationPdfLine): string {
  if (!line.startDate) return 'to be agreed';
  if (!line.endDate || line.endDate === line.startDate) return day(line.startDate);
  return `${day(line.startDate)} to ${day(line.endDate)}`;
}

function header(flow: Flow, input: ConfirmationPdfInput): void {
  const top = flow.y;
  flow.text(input.agency.name, { size: 22, bold: true, color: COLORS.deepGreen, width: 300 });
  flow.text('Booking confirmation', { size: 14, color: COLORS.gold, width: 300 });
  flow.space(4);
  for (const contact of [input.agency.address, `${input.agency.phone} · ${input.agency.email}`]) {
    flow.text(contact, { size: 8.5, color: COLORS.muted, width: 300 });
  }
  const below = flow.y;
  // The reference and the date sit in a sand box on the right, where a tourist looks for them.
  const box = { width: 170, height: 44 };
  const x = CONTENT_WIDTH - box.width;
  flow.page.drawRectangle({ x: MARGIN.x + x, y: top - 39, ...box, color: COLORS.sand });
  flow.y = top - 12;
  flow.text(`Reference ${input.reference}`, { size: 12, bold: true, color: COLORS.deepGreen, indent: x + 12 });
  flow.text(`Issued ${day(input.issuedOn)}`, { size: 9, color: COLORS.muted, indent: x + 12 });
  flow.y = Math.min(below, top - 44);
}

function travellers(flow: Flow, { customer }: ConfirmationPdfInput): void {
  flow.heading('Who travels');
  flow.row('Name', customer.name);
  flow.row('E-mail', customer.email);
  flow.row('Phone', customer.phone);
  if (customer.country) flow.row('Country', customer.country);
}

function trip(flow: Flow, input: ConfirmationPdfInput): void {
  flow.heading(input.lines.length === 1 ? 'Your trip' : 'Your trips');
  input.lines.forEach((line, index) => {
    if (index > 0) flow.space(6);
    flow.ensure(4 * 14);
    flow.text(line.itemName, { size: 11, bold: true, color: COLORS.ocean });
    flow.row('Dates', dates(line));
    flow.row('Guests', guests(line.guests));
    if (line.serviceClass) flow.row('Class', line.serviceClass);
    if (line.price !== null) flow.row('Price', amountDue(line.price));
  });
  flow.space(6);
  flow.ensure(16);
  flow.text(`Total price: ${amountDue(input.price)}`, { size: 12, bold: true, color: COLORS.deepGreen });
}

function itinerary(flow: Flow, input: ConfirmationPdfInput): void {
  const planned = input.lines.filter((line) => line.itinerary.length > 0);
  if (planned.length === 0) return;
  flow.heading('Itinerary');
  for (const line of planned) {
    if (input.lines.length > 1) flow.text(line.itemName, { size: 11, bold: true, color: COLORS.ocean });
    for (const entry of [...line.itinerary].sort((a, b) => a.day - b.day)) {
      const title = `Day ${entry.day}: ${entry.title}`;
      // A day's title stays with at least the first line of its description.
      flow.ensure((flow.measure(title, { bold: true }) + 1) * 14 + 4);
      flow.text(title, { bold: true });
      if (entry.description.trim()) flow.text(entry.description, { indent: 12, color: COLORS.muted, size: 9.5 });
      flow.space(4);
    }
  }
}

function payment(flow: Flow, input: ConfirmationPdfInput): void {
  // The schedule and the bank details are short: each stays whole on one page, to be read at a glance.
  flow.heading('Payment schedule', 5 * 14);
  for (const [label, value] of paymentRows(input.schedule)) flow.row(label, value);
  flow.space(4);
  for (const sentence of paymentSentences(input.schedule)) flow.text(sentence, { size: 9.5 });
  flow.heading('Bank details', 6 * 14);
  flow.row('Account name', input.bank.accountName);
  flow.row('Bank', input.bank.bankName);
  flow.row('Account number', input.bank.accountNumber);
  flow.row('SWIFT / BIC', input.bank.swift);
  flow.row('Branch', input.bank.branch);
  flow.row('Payment reference', input.reference);
  flow.space(6);
  flow.text(
    `Please quote ${input.reference} with every payment, so we can match it to your booking. Questions? Write to ${input.agency.email} or call ${input.agency.phone}.`,
    { size: 9.5, color: COLORS.muted },
  );
}

/** The tourist's booking confirmation: trip, itinerary, payment schedule and where to pay (A4, attached to the mail). */
export async function confirmationPdf(input: ConfirmationPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Booking confirmation ${input.reference}`);
  doc.setAuthor(input.agency.name);
  const flow = await createFlow(doc);
  header(flow, input);
  travellers(flow, input);
  trip(flow, input);
  itinerary(flow, input);
  payment(flow, input);
  flow.finish(`${input.agency.name} · Booking confirmation ${input.reference}`);
  return doc.save();
}

/** The PDF as the mail outbox stores an attachment: `booking-confirmation-TZ-7K3M9Q.pdf`. */
export function confirmationAttachment(reference: string, pdf: Uint8Array): MailAttachment {
  return {
    filename: `booking-confirmation-${reference}.pdf`,
    contentType: 'application/pdf',
    base64: Buffer.from(pdf).toString('base64'),
  };
}
