import fc from 'fast-check';
import type { Endpoint } from './registered-endpoints.js';

// The classes of hostile input the generated test (hostile-input.api.test.ts) sends; each one is also
// checked by hand in hostile-input-classes.api.test.ts.

const CONTROL = [
  '\u0000',
  'a\u0000b',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u001B[31mred',
  '\u007F',
  '\u0085',
  '\u009B',
  '\r',
];
const BROKEN_UNICODE = ['\uD800', '\uDFFF', 'a\uD83D', '\uDE00b', '\uFFFE', '\uFFFF'];
const INVISIBLE = ['\u200B', ' \u200B\u200D\uFEFF ', '\u2060', '\u202Egnp.exe', '\u00A0'];
const INJECTIONS = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '%00',
  '%',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '2147483648',
  '9007199254740993',
  '0x10',
  'null',
  '00000000-0000-0000-0000-000000000000',
];
const LONG = [
  'a'.repeat(201),
  'a'.repeat(5001),
  '𝕏🦒'.repeat(400),
  `${'a'.repeat(65)}@example.com`,
  'x'.repeat(200_000),
];
/** Integers at the edges of 32 bits, of safe integers and of doubles; -0 goes as the JSON text `-0`. */
export const BOUNDARY_NUMBERS = [
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -0,
  1e308,
  -1e308,
  5e-324,
  0,
  -1,
  1.5,
  21,
  31,
  101,
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL, ...BROKEN_UNICODE) },
  { weight: 2, arbitrary: fc.constantFrom(...INVISIBLE, ...INJECTIONS) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG) },
  // a plausible value with a control character or half a surrogate pair in the middle
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('Amina', 'a@example.com', '+255 712 345 678', '2030-01-01'),
        fc.constantFrom(...CONTROL, ...BROKEN_UNICODE),
      )
      .map(([text, bad]) => `${text.slice(0, 2)}${bad}${text.slice(2)}`),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
);

/** A JSON object written as text so that it may repeat a key and hold `-0`. */
class Entries {
  constructor(readonly entries: [string, unknown][]) {}
}

function toJson(value: unknown): string {
  if (Object.is(value, -0)) return '-0';
  if (value instanceof Entries)
    return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a'), hostileString), { maxLength: 3 })
      .map((e) => new Entries(e)),
  },
);

/** The route's own fields (so bodies reach validation), some repeated, with prototype-named keys among them. */
const fieldEntries = (endpoint: Endpoint) =>
  fc.array(fc.tuple(fc.constantFrom(...endpoint.bodyFields, 'prototype'), hostileValue), { maxLength: 14 });

export interface HostileBody {
  payload?: string | Buffer;
  contentType?: string;
}

const BOUNDARY = 'fuzzboundary';
function multipart(entries: [string, unknown][]): Buffer {
  const parts = entries.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : toJson(value)}\r\n`,
  );
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);
}

const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/json-patch+json',
  '*/*',
  '',
];

export const hostileBody = (endpoint: Endpoint): fc.Arbitrary<HostileBody> =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fieldEntries(endpoint).map((e) => ({
        payload: toJson(new Entries(e)),
        contentType: 'application/json',
      })),
    },
    {
      weight: 2,
      arbitrary: fieldEntries(endpoint).map((e) => ({
        payload: multipart(e),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...WRONG_TYPES), hostileString)
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    fc.anything().map((b) => ({ payload: JSON.stringify(b) ?? 'undefined', contentType: 'application/json' })),
    fc.constantFrom<HostileBody>(
      {
        payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
        contentType: 'application/json',
      },
      { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
      { payload: '{"a":', contentType: 'application/json' },
      { payload: '', contentType: 'application/json' },
      { payload: '\u0000', contentType: 'application/json' },
      {},
    ),
    fc
      .uint8Array({ maxLength: 300 })
      .map((b) => ({ payload: Buffer.from(b), contentType: `multipart/form-data; boundary=${BOUNDARY}` })),
  );

/** Percent-encodes; a lone surrogate cannot be, so it goes as the raw bytes a hostile client would send. */
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

const RAW_ENCODED = ['%00', '%01', '%ED%A0%80', '%C0%80', '%', '%zz', '%FF'];

export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom(...RAW_ENCODED, '2147483648', '1e308', '-0', 'a'.repeat(300), '..%2F..%2Fetc'),
  hostileString.map((s) => encode(s).slice(0, 300) || 'x'),
);

export const hostileQuery = (endpoint: Endpoint): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.constantFrom(...endpoint.queryFields, 'limit', 'offset', 'constructor'),
        fc.oneof(
          hostileString.map((s) => encode(s).slice(0, 600)),
          fc.constantFrom(...RAW_ENCODED, ...BOUNDARY_NUMBERS.map((n) => (Object.is(n, -0) ? '-0' : String(n)))),
        ),
      ),
      { maxLength: 5 },
    )
    .map((entries) => (entries.length ? `?${entries.map(([k, v]) => `${encode(k)}=${v}`).join('&')}` : ''));

/** Header values as HTTP can carry them (no control characters: Node refuses those before any route). */
const headerText = hostileString.map((s) => s.replace(/[^\u0020-\u007E]/g, '?').slice(0, 4000));
export const hostileHeaders = fc.record(
  {
    authorization: fc.oneof(
      headerText,
      fc.constant('Bearer '),
      headerText.map((s) => `Bearer ${s}`),
    ),
    'accept-encoding': fc.constantFrom('br', 'gzip;q=0', 'identity;q=0, *;q=0', 'x-garbage', ''),
    'x-forwarded-for': headerText,
    'if-none-match': headerText,
    accept: fc.constantFrom('*/*', 'text/html', 'application/xml', ''),
  },
  { requiredKeys: [] },
);

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** A method no route takes at this endpoint's path, as the router sees it (undefined when it takes them all). */
export function wrongMethod(taken: (method: string) => boolean): fc.Arbitrary<string> | undefined {
  const wrong = OTHER_METHODS.filter((m) => !taken(m));
  return wrong.length ? fc.constantFrom(...wrong) : undefined;
}
