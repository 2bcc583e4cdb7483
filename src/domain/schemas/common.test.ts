import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countFieldWithDefault, idField, idListField, optionalText, requiredText } from './common.js';
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
    const schema = z.object({ ids: idListField('Pick at least one') });
    expect(schema.parse({ ids: '4' })).toEqual({ ids: [4] });
    expect(schema.parse({ ids: [2, '2', '', 3] })).toEqual({ ids: [2, 3] });
    expect(errorsOf(schema, { ids: false })).toEqual({ ids: ['Pick at least one'] });
    expect(errorsOf(schema, { ids: [0] })).toEqual({ ids: ['Pick at least one'] });
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
    const schema = z.object({ n: countFieldWithDefault(1, 1, 'At least 1') });
    expect(schema.parse({ n: null })).toEqual({ n: 1 });
    expect(errorsOf(schema, { n: 'lots' })).toEqual({ n: ['At least 1'] });
  });
});
