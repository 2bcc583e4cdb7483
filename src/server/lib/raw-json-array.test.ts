import { describe, expect, it } from 'vitest';
import { fillRawJsonArray } from './raw-json-array.js';

const bytes = (...texts: string[]) => texts.map((text) => [Buffer.from(text, 'utf8')]);

describe('fillRawJsonArray', () => {
  it('copies the items into the named empty array and keeps the rest of the document', () => {
    const shell = JSON.stringify({ status: true, message: 'Trips – fetched', data: { trips: [], total: 2 } });
    const filled = fillRawJsonArray(
      shell,
      'trips',
      bytes('{"id":1}', '{"id":2,"name":"US$& $1 tour – Ngorongoro’s rim"}'),
    );
    expect(JSON.parse(filled.toString('utf8'))).toEqual({
      status: true,
      message: 'Trips – fetched',
      data: { trips: [{ id: 1 }, { id: 2, name: 'US$& $1 tour – Ngorongoro’s rim' }], total: 2 },
    });
  });

  it('writes an item given in pieces as one, with no comma inside it', () => {
    const pieces = [Buffer.from('{"id":1'), Buffer.from(',"rating_average":4.5}')];
    const filled = fillRawJsonArray('{"trips":[]}', 'trips', [pieces, [Buffer.from('{"id":2}')]]);
    expect(JSON.parse(filled.toString('utf8'))).toEqual({ trips: [{ id: 1, rating_average: 4.5 }, { id: 2 }] });
  });

  it('leaves an empty page empty', () => {
    expect(fillRawJsonArray('{"trips":[],"total":0}', 'trips', []).toString()).toBe('{"trips":[],"total":0}');
  });

  it('refuses a document without that empty array', () => {
    expect(() => fillRawJsonArray('{"trips":[1]}', 'trips', bytes('{}'))).toThrow('no empty array "trips":[]');
  });
});
