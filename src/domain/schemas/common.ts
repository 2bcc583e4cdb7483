import '../zod-setup.js';
import { z } from 'zod';
import { isCalendarDate } from '../dates/calendar-date.js';

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

/** '' and null mean 'not filled in', exactly like a missing key. */
function blankToUndefined<T>(value: T): T | undefined {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
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
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** Trimmed text that may be left out; blank becomes null. */
export function optionalText(invalidMessage = 'Please enter text') {
  return z.preprocess(
    (value: string | null | undefined) => blankToUndefined(value) ?? null,
    z.string({ error: invalidMessage }).trim().nullable(),
  );
}

/** A required e-mail: `requiredMessage` when blank, `invalidMessage` when malformed. */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage).pipe(z.email({ error: invalidMessage }));
}

/** A positive integer id; `invalidMessage` when something is there but is not an id. */
export function idField(requiredMessage: string, invalidMessage = requiredMessage) {
  return z.preprocess(
    (value: IdLike) => toNumberish(value, DIGITS),
    z
      .int({ error: (issue) => (issue.input === undefined ? requiredMessage : invalidMessage) })
      .positive({ error: invalidMessage }),
  );
}

/** An id that may be left out (null), but must be a real id when given. */
export function optionalIdField(invalidMessage: string) {
  return z.preprocess(
    (value: IdLike) => toNumberish(value, DIGITS) ?? null,
    z.int({ error: invalidMessage }).positive({ error: invalidMessage }).nullable(),
  );
}

/**
 * At least `min` ids (one unless told), without duplicates. A single id (one ticked checkbox)
 * counts as a list of one. Any item that is not an id fails the whole field, so the message lands
 * on the field and not on 'destinations.3', which no form shows.
 */
export function idListField(message: string, { min = 1 }: { min?: number } = {}) {
  return z.preprocess(
    (value: readonly IdLike[] | IdLike | false) => {
      const items = Array.isArray(value) ? value : value === false ? [] : [value];
      const ids = (items as readonly IdLike[]).map((item) => toNumberish(item, DIGITS));
      if (ids.some((id) => id !== undefined && !(Number.isSafeInteger(id) && (id as number) > 0))) return null;
      return [...new Set(ids.filter((id) => id !== undefined))];
    },
    z.array(z.number(), { error: message }).min(min, { error: message }),
  );
}

/** A whole number from `min` up, from a number input (which may hold '' or '3'). */
export function countField(min: number, message: string) {
  return z.preprocess(
    (value: IdLike) => toNumberish(value, DECIMAL),
    z.int({ error: message }).min(min, { error: message }),
  );
}

/** Like countField, but an empty field means `fallback`. */
export function countFieldWithDefault(min: number, fallback: number, message: string) {
  return z.preprocess(
    (value: IdLike) => toNumberish(value, DECIMAL) ?? fallback,
    z.int({ error: message }).min(min, { error: message }),
  );
}

/** A required 'yyyy-MM-dd' calendar date. */
export function requiredIsoDate(requiredMessage: string, invalidMessage = requiredMessage) {
  return requiredText(requiredMessage).pipe(z.string().refine(isCalendarDate, { error: invalidMessage }));
}

/** An optional 'yyyy-MM-dd' date; blank or missing becomes null. */
export function optionalIsoDate(invalidMessage: string) {
  return z.preprocess(
    (value: string | null | undefined) => blankToUndefined(value) ?? null,
    z.string({ error: invalidMessage }).trim().refine(isCalendarDate, { error: invalidMessage }).nullable(),
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
