import { describe, expect, it } from 'vitest';
import { constraintsText, shapeText, typeText } from './api-docs-schema.js';

const SAFE = Number.MAX_SAFE_INTEGER;

describe('typeText', () => {
  it('names enums, arrays, maps and null', () => {
    expect(typeText({ type: 'string', enum: ['trip', 'destination'] })).toBe("'trip' | 'destination'");
    expect(typeText({ type: 'array', items: { type: 'number' } })).toBe('number[]');
    expect(typeText({ type: 'array', items: { type: 'string', enum: ['a', 'b'] } })).toBe("('a' | 'b')[]");
    expect(typeText({ type: 'integer', nullable: true })).toBe('integer | null');
    expect(typeText({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })).toBe(
      'Record<string, string[]>',
    );
  });
});

describe('constraintsText', () => {
  it('drops the bounds every integer carries and words the rest', () => {
    expect(constraintsText({ type: 'integer', minimum: -SAFE, maximum: SAFE })).toBe('');
    expect(constraintsText({ type: 'integer', minimum: 0, exclusiveMinimum: true, maximum: SAFE })).toBe('> 0');
    expect(constraintsText({ type: 'integer', minimum: 1, maximum: 100, default: 20 })).toBe('1 to 100, default 20');
    expect(constraintsText({ type: 'string', minLength: 1, maxLength: 500 })).toBe('not empty, at most 500 characters');
    expect(constraintsText({ type: 'array', minItems: 1 })).toBe('at least 1 item(s)');
  });
});

describe('shapeText', () => {
  it('marks optional fields and keeps descriptions as comments', () => {
    const schema = {
      type: 'object',
      properties: {
        reference: { type: 'string', description: 'e.g. TZ-7K3M9Q' },
        note: { type: 'string', nullable: true },
        items: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
      },
      required: ['reference', 'items'],
    };
    expect(shapeText(schema)).toBe(
      [
        '{',
        '  reference: string  // e.g. TZ-7K3M9Q',
        '  note?: string | null',
        '  items: Array<{',
        '    id: integer',
        '  }>',
        '}',
      ].join('\n'),
    );
  });
});
