import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idListField, MAX_DATABASE_INT } from '#domain/schemas/common.js';
import { jsonSchemaParams } from './open-api-json-schema.js';

const MAX = MAX_DATABASE_INT;

// Every form a client might send as an id list: what forms send, what JSON clients send, and near misses.
const SAMPLES: unknown[] = [
  [],
  [1],
  [MAX],
  [1, 1],
  ['2', 3, ''],
  [' 7 ', '\u00A08\uFEFF'],
  ['0007'],
  ['\u200B'],
  ['', '  '],
  4,
  '4',
  ' 004\n',
  '',
  '\u200B\u2060 ',
  false,
  String(MAX),
  `0${MAX}`,
  [0],
  [-1],
  [1.5],
  [MAX + 1],
  [2 ** 53],
  ['0'],
  ['1.5'],
  ['-3'],
  ['1e3'],
  [String(MAX + 1)],
  ['2147483650'],
  ['3000000000'],
  ['\u200B7'],
  ['7\u180E'],
  ['٣'],
  [null],
  [true],
  [false],
  [[1]],
  [{}],
  0,
  -1,
  1.5,
  MAX + 1,
  '0',
  'abc',
  null,
  true,
  {},
  [null, 1],
];

describe('the API description of a field', () => {
  it('says of an id list exactly what the server takes: ids, digits, a single id, blanks or false', () => {
    const body = z.object({ ids: idListField('Choose'), kept: idListField('Choose').default([]) });
    const document = z.toJSONSchema(body, jsonSchemaParams) as { properties: Record<string, object> };
    const validator = new Ajv({ strict: false });
    for (const field of ['ids', 'kept'] as const) {
      const matches = validator.compile(document.properties[field]!);
      for (const sample of SAMPLES) {
        const taken = body.shape[field].safeParse(sample).success;
        expect(matches(sample), `${field}: ${JSON.stringify(sample)} is ${taken ? 'taken' : 'refused'}`).toBe(taken);
      }
    }
    expect(document.properties.ids).not.toHaveProperty('type');
  });
});
