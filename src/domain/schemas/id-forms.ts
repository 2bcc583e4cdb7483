// What an id list (common.ts `idListField`) takes, written as JSON Schema for the API's description, so that
// the OpenAPI document says exactly what the server parses: a client generated from it, and a fuzzer, send
// nothing the server refuses and expect nothing refused that it takes.
//
// The character classes are spelled out rather than written `\s` and `\d`: a pattern is read by other
// regular-expression dialects (Python's, Rust's), where those classes are wider than JavaScript's.

/** What String.prototype.trim() and Number() strip: JavaScript's white space and line terminators. */
const JS_SPACE = String.raw`\t\n\u000B\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF`;
/** What `trimBlanks` strips beside them: the zero-width characters trim() keeps. */
const ZERO_WIDTH = String.raw`\u200B-\u200D\u2060`;

/** A regular expression (no anchors) of the decimal numbers 1 to `max`, without leading zeros. */
export function digitsUpTo(max: number): string {
  const top = String(max);
  const shorter = top.length > 1 ? [`[1-9][0-9]{0,${top.length - 2}}`] : [];
  const sameLength = [...top].flatMap((digit, index) => {
    const rest = top.length - index - 1;
    const first = index === 0 ? 1 : 0;
    const below = Number(digit) - 1;
    if (below < first) return [];
    const range = below === first ? `${first}` : `[${first}-${below}]`;
    return [`${top.slice(0, index)}${range}${rest > 0 ? `[0-9]{${rest}}` : ''}`];
  });
  return [...shorter, ...sameLength, top].join('|');
}

/**
 * The forms of one id in an id list: a positive integer up to `max`, or its digits as a select sends them
 * (leading zeros and surrounding white space are read past); a blank string is no id and is dropped.
 */
function idForms(max: number) {
  return [
    { type: 'integer', minimum: 1, maximum: max },
    {
      type: 'string',
      pattern: `^(?:[${JS_SPACE}${ZERO_WIDTH}]*|[${JS_SPACE}]*0*(?:${digitsUpTo(max)})[${JS_SPACE}]*)$`,
    },
  ];
}

/** An id list: an array of ids (duplicates dropped), a single id (one ticked checkbox), or false (none ticked). */
export function idListForms(max: number) {
  const id = idForms(max);
  return [{ type: 'array', items: { anyOf: id } }, ...id, { type: 'boolean', enum: [false] }];
}
