import '../zod-setup.js';
import { z } from 'zod';
import { isCalendarDate } from '../dates/calendar-date.js';
import { fillMessage, msg } from '../i18n/msg.js';
import { TOO_LARGE_MESSAGE, TOO_LONG_MESSAGE } from './filled-messages.js';
import { idListForms } from './id-forms.js';

// Building blocks shared by the schemas. Each schema file exports `XSchema`, `XInput` (the
// parsed output, what a route handler or a submit handler works with) and, where the raw
// shape differs, `XRawInput` (what a form holds or a client sends: ids as strings, '' for
// an empty field).
//
// Every rule carries its own message so that a failure lands on the field that caused it:
// the 422 envelope and the form both read errors by field.

/** Item types of likes, ratings and the cart. */
export const ITEM_TYPES = ['trip', 'destination'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Fields that reach a schema from a form or a JSON body: ids come as strings from selects. */
export type IdLike = number | string | null | undefined;

const DIGITS = /^\d+$/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** The largest id or count a 32-bit integer column holds: anything above is refused before a query. */
export const MAX_DATABASE_INT = 2_147_483_647;
/** One line of text: a name, a phone, an address, a subject (docs/api/README.md 'Limits'). */
export const SHORT_TEXT_MAX = 200;
/** A message, a note, a comment: several paragraphs. */
export const LONG_TEXT_MAX = 5000;
/** RFC 5321: a mailbox is at most 254 characters, its local part (before the @) at most 64. */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_PART_MAX = 64;

/** Shown when a field holds control characters or broken Unicode (a lone surrogate). */
export const INVALID_CHARACTERS_MESSAGE = msg('Please remove the invisible or unsupported characters from this field.');
export const tooLongMessage = (max: number) => fillMessage(TOO_LONG_MESSAGE, { max });
export const tooLargeMessage = (max: number) => fillMessage(TOO_LARGE_MESSAGE, { max });

// Tab, newline and carriage return are part of a multi-line message; every other C0 or C1 control
// character (NUL among them, which PostgreSQL text refuses) is not part of anything a person types.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_IN_PARAGRAPHS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Whitespace plus the zero-width characters String.prototype.trim() keeps (ZWSP, ZWNJ, ZWJ, word joiner).
const EDGE_BLANKS = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

// The same rules for the API's description (JSON Schema `pattern`): no control character (but tab and
// line breaks in paragraphs) and, when required, at least one character that is not blank.
const LINE_CONTROLS = String.raw`\u0000-\u001F\u007F-\u009F`;
const PARAGRAPH_CONTROLS = String.raw`\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F`;
const BLANKS = String.raw`\s\u200B-\u200D\u2060\uFEFF`;
function typeablePattern(multiline: boolean, required: boolean): string {
  const controls = multiline ? PARAGRAPH_CONTROLS : LINE_CONTROLS;
  return required ? `^[^${controls}]*[^${controls}${BLANKS}][^${controls}]*$` : `^[^${controls}]*$`;
}

/** Trims whitespace and zero-width characters, so a field of only those is blank. */
export function trimBlanks(value: string): string {
  return value.replace(EDGE_BLANKS, '');
}

/** True when a person could have typed it: no control characters (but tab/newline in paragraphs), no lone surrogates. */
export function isTypeableText(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return !(multiline ? CONTROL_IN_PARAGRAPHS : CONTROL_IN_LINE).test(value) && !LONE_SURROGATE.test(value);
}

/** '' and null mean 'not filled in', exactly like a missing key. */
export function blankToUndefined<T>(value: T): T | undefined {
  if (value === null) return undefined;
  if (typeof value === 'string' && trimBlanks(value) === '') return undefined;
  return value;
}

/** How long a text may be and whether it may hold line breaks (a message) or not (a name). */
export interface TextRules {
  max?: number;
  multiline?: boolean;
  /** The message when it is too long; `tooLongMessage(max)` unless told. */
  tooLong?: string;
}

/**
 * Trimmed (also of zero-width characters), typeable text of at most `max` characters: every text
 * field goes through here, so control characters and broken Unicode never reach a query.
 */
export function text(message: string, { max = SHORT_TEXT_MAX, multiline = false, tooLong }: TextRules = {}) {
  return z
    .string({ error: message })
    .overwrite(trimBlanks)
    .refine((value) => isTypeableText(value, { multiline }), { error: INVALID_CHARACTERS_MESSAGE })
    .max(max, { error: tooLong ?? tooLongMessage(max) })
    .meta({ pattern: typeablePattern(multiline, false) });
}

function toNumberish(value: IdLike, pattern: RegExp): unknown {
  const present = blankToUndefined(value);
  return typeof present === 'string' && pattern.test(present.trim()) ? Number(present) : present;
}

/**
 * Trimmed text that must not be blank; `message` covers missing, wrong type and blank. Format
 * rules go after it in a `.pipe()`, which only runs on text that passed, so a blank field gets
 * the 'required' message alone. (`abort: true` would do the same but also switch off the
 * cross-field rules, which should report alongside.)
 */
export function requiredText(message: string, rules: TextRules = {}) {
  return text(message, rules)
    .min(1, { error: message })
    .meta({ pattern: typeablePattern(rules.multiline ?? false, true) });
}

/** Trimmed text that may be left out; blank becomes null. */
export function optionalText(invalidMessage: string = msg('Please enter text'), rules: TextRules = {}) {
  return z.preprocess(
    (value: string | null | undefined) => blankToUndefined(value) ?? null,
    text(invalidMessage, rules).nullable(),
  );
}

/** A password: never trimmed (a space may be part of one), but typeable and at most `max` characters. */
export function passwordText(message: string, max: number) {
  return z
    .string({ error: message })
    .min(1, { error: message })
    .refine((value) => isTypeableText(value), { error: INVALID_CHARACTERS_MESSAGE })
    .max(max, { error: tooLongMessage(max) })
    .meta({ pattern: typeablePattern(false, false) });
}

const localPartFits = (email: string) => email.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX;

/** A required e-mail: `requiredMessage` when blank, `invalidMessage` when malformed or longer than a mailbox may be. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, { max: EMAIL_MAX, tooLong: invalidMessage }).pipe(
    z.email({ error: invalidMessage }).refine(localPartFits, { error: invalidMessage }),
  );
}

/** A positive integer id; `invalidMessage` when something is there but is not an id. */
export function idField(requiredMessage: string, invalidMessage = requiredMessage) {
  return z.preprocess(
    (value: IdLike) => toNumberish(value, DIGITS),
    z
      .int({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .positive({ error: invalidMessage })
      .max(MAX_DATABASE_INT, { error: invalidMessage }),
  );
}

/** An id that may be left out (null), but must be a real id when given. */
export function optionalIdField(invalidMessage: string) {
  return z.preprocess(
    (value: IdLike) => toNumberish(value, DIGITS) ?? null,
    z
      .int({ error: invalidMessage })
      .positive({ error: invalidMessage })
      .max(MAX_DATABASE_INT, { error: invalidMessage })
      .nullable(),
  );
}

/**
 * Ids without duplicates, maybe none (a rule needing one says so itself). A single id (one ticked checkbox)
 * counts as a list of one, and false (none ticked) as none. Any item that is not an id fails the whole field,
 * so the message lands on the field and not on 'destinations.3', which no form shows. The API's description
 * of these forms is `idListForms`.
 */
export function idListField(message: string) {
  return z
    .preprocess(
      (value: readonly IdLike[] | IdLike | false) => {
        const items = Array.isArray(value) ? value : value === false ? [] : [value];
        // A form's blank field is dropped; a JSON null is no id.
        if (items.some((item) => item === null)) return null;
        const ids = (items as readonly IdLike[]).map((item) => toNumberish(item, DIGITS));
        const isId = (id: unknown) =>
          Number.isSafeInteger(id) && (id as number) > 0 && (id as number) <= MAX_DATABASE_INT;
        if (ids.some((id) => id !== undefined && !isId(id))) return null;
        return [...new Set(ids.filter((id) => id !== undefined))];
      },
      z.array(z.number(), { error: message }),
    )
    .meta({ anyOf: idListForms(MAX_DATABASE_INT) });
}

/**
 * Money typed in USD: at least a cent, in whole cents, at most `max`. `1e-9` or `5e-324` is no price (it would be
 * stored and mailed as "$0"), and `3120.456` is a typo, not a price to round.
 */
export function wholeCents(message: string, max: number) {
  return z.coerce
    .number({ error: message })
    .min(0.01, { error: message, abort: true })
    .max(max, { error: message, abort: true })
    .multipleOf(0.01, { error: message })
    .transform((value) => Math.round(value * 100) / 100);
}

/** A whole number from `min` to `max`, from a number input (which may hold '' or '3'). */
export function countField(min: number, message: string, max: number) {
  return z.preprocess(
    (value: IdLike) => toNumberish(value, DECIMAL),
    z
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: tooLargeMessage(max) }),
  );
}

/** Like countField, but an empty field means `fallback`. */
export function countFieldWithDefault(min: number, fallback: number, message: string, max: number) {
  return z.preprocess(
    (value: IdLike) => toNumberish(value, DECIMAL) ?? fallback,
    z
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: tooLargeMessage(max) }),
  );
}

/** A required 'yyyy-MM-dd' calendar date. */
export function requiredIsoDate(requiredMessage: string, invalidMessage = requiredMessage) {
  return requiredText(requiredMessage).pipe(
    z.string().refine(isCalendarDate, { error: invalidMessage }).meta({ format: 'date' }),
  );
}

/** An optional 'yyyy-MM-dd' date; blank or missing becomes null. */
export function optionalIsoDate(invalidMessage: string) {
  return z.preprocess(
    (value: string | null | undefined) => blankToUndefined(value) ?? null,
    text(invalidMessage).refine(isCalendarDate, { error: invalidMessage }).meta({ format: 'date' }).nullable(),
  );
}

/** A required uuid of a catalogue or user row (any 8-4-4-4-12 hex; unknown ones are a 404). */
export function uuidField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).pipe(z.guid({ error: invalidMessage }));
}

export function itemTypeField(message: string) {
  return z.enum(ITEM_TYPES, { error: message });
}

/** True when both dates are valid and `end` falls before (or, unless allowed, on) `start`. */
export function isDateOrderWrong(start: unknown, end: unknown, allowSameDay: boolean): boolean {
  if (!isCalendarDate(start) || !isCalendarDate(end)) return false;
  return allowSameDay ? end < start : end <= start;
}

/** Cross-field rules must run even when another field failed, so all errors show at once. */
export const ALWAYS = { when: () => true } as const;
