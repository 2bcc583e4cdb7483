import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  countField,
  countFieldWithDefault,
  idField,
  idListField,
  INVALID_CHARACTERS_MESSAGE,
  optionalText,
  passwordText,
  requiredEmail,
  requiredText,
  SHORT_TEXT_MAX,
  tooLargeMessage,
  tooLongMessage,
} from './common.js';
import { errorsOf } from '../test/schema-errors.js';

describe('form-value helpers', () => {
  it('reads ids from numbers and digit strings only', () => {
    const schema = z.object({ id: idField('Pick one', 'Not an id') });
    expect(schema.parse({ id: ' 7 ' })).toEqual({ id: 7 });
    expect(errorsOf(schema, { id: null })).toEqual({ id: ['Pick one'] });
    expect(errorsOf(schema, { id: '7.5' })).toEqual({ id: ['Not an id'] });
    expect(errorsOf(schema, { id: true })).toEqual({ id: ['Not an id'] });
  });

  it('reads an id list from an array, a single ticked box or an unticked one', () => {
    const schema = z.object({ ids: idListField('Not an id') });
    expect(schema.parse({ ids: '4' })).toEqual({ ids: [4] });
    expect(schema.parse({ ids: [2, '2', '', 3] })).toEqual({ ids: [2, 3] });
    expect(schema.parse({ ids: false })).toEqual({ ids: [] });
    expect(errorsOf(schema, { ids: [0] })).toEqual({ ids: ['Not an id'] });
  });

  it('turns blank optional text into null and refuses other types', () => {
    const schema = z.object({ note: optionalText('Text only') });
    expect(schema.parse({ note: '  hi  ' })).toEqual({ note: 'hi' });
    expect(schema.parse({})).toEqual({ note: null });
    expect(errorsOf(schema, { note: 42 })).toEqual({ note: ['Text only'] });
  });

  it('gives required text one message whatever is wrong', () => {
    const schema = z.object({ name: requiredText('Name is required') });
    for (const name of [undefined, null, 3, '', '  ']) {
      expect(errorsOf(schema, { name })).toEqual({ name: ['Name is required'] });
    }
  });

  it('falls back to a default count only when the field is empty', () => {
    const schema = z.object({ n: countFieldWithDefault(1, 1, 'At least 1', 20) });
    expect(schema.parse({ n: null })).toEqual({ n: 1 });
    expect(errorsOf(schema, { n: 'lots' })).toEqual({ n: ['At least 1'] });
  });

  it('counts whitespace and zero-width characters alone as blank', () => {
    const schema = z.object({ name: requiredText('Name is required') });
    for (const name of ['\u200B', ' \u200B\u200C\u200D\u2060\uFEFF ', '\t\n']) {
      expect(errorsOf(schema, { name })).toEqual({ name: ['Name is required'] });
    }
    expect(schema.parse({ name: '\u200BAsha\u00A0' })).toEqual({ name: 'Asha' });
  });

  it('refuses control characters and lone surrogates in any text, but keeps line breaks in paragraphs', () => {
    const line = z.object({ name: requiredText('Name is required') });
    const paragraphs = z.object({ note: optionalText('Note', { multiline: true, max: 5000 }) });
    for (const bad of ['a\u0000b', 'a\u0007', 'x\u001Fy', 'a\u009Bb', 'a\uD800', '\uDC00a', 'a\tb', 'a\nb']) {
      expect(errorsOf(line, { name: bad }), JSON.stringify(bad)).toEqual({ name: [INVALID_CHARACTERS_MESSAGE] });
    }
    for (const bad of ['a\u0000b', 'a\uD800', 'a\u000Bb']) {
      expect(errorsOf(paragraphs, { note: bad }), JSON.stringify(bad)).toEqual({ note: [INVALID_CHARACTERS_MESSAGE] });
    }
    expect(paragraphs.parse({ note: 'Line one\r\n\tLine two 🦒' })).toEqual({ note: 'Line one\r\n\tLine two 🦒' });
    expect(line.parse({ name: '𝕏🦒 Zoë' })).toEqual({ name: '𝕏🦒 Zoë' });
  });

  it('bounds text, e-mail addresses and passwords', () => {
    const schema = z.object({ name: requiredText('Name is required') });
    expect(errorsOf(schema, { name: 'a'.repeat(SHORT_TEXT_MAX) })).toEqual({});
    expect(errorsOf(schema, { name: 'a'.repeat(200_000) })).toEqual({ name: [tooLongMessage(SHORT_TEXT_MAX)] });
    const email = z.object({ email: requiredEmail('Required', 'Invalid') });
    expect(errorsOf(email, { email: `${'a'.repeat(64)}@example.com` })).toEqual({});
    expect(errorsOf(email, { email: `${'a'.repeat(65)}@example.com` })).toEqual({ email: ['Invalid'] });
    expect(errorsOf(email, { email: `a@${'b'.repeat(250)}.com` })).toEqual({ email: ['Invalid'] });
    const password = z.object({ password: passwordText('Required', 128) });
    expect(errorsOf(password, { password: ' '.repeat(128) })).toEqual({});
    expect(errorsOf(password, { password: 'p'.repeat(129) })).toEqual({ password: [tooLongMessage(128)] });
    expect(errorsOf(password, { password: 'pass\u0000word' })).toEqual({ password: [INVALID_CHARACTERS_MESSAGE] });
  });

  it('refuses numbers past their bounds: ids past 32 bits, counts past their maximum', () => {
    const schema = z.object({ id: idField('Required', 'Invalid'), n: countField(1, 'At least 1', 30) });
    for (const id of [2 ** 31, 2 ** 53, -0, 1e308, '2147483648', '9007199254740993', Infinity, -1]) {
      expect(errorsOf(schema, { id, n: 2 }), String(id)).toEqual({ id: ['Invalid'] });
    }
    expect(errorsOf(schema, { id: 2 ** 31 - 1, n: 30 })).toEqual({});
    for (const n of [31, 2 ** 31, 2 ** 53, 1e308, '100']) {
      expect(errorsOf(schema, { id: 1, n }).n, String(n)).toContain(tooLargeMessage(30));
    }
    const list = z.object({ ids: idListField('Choose') });
    expect(errorsOf(list, { ids: [1, 2 ** 31] })).toEqual({ ids: ['Choose'] });
  });
});
