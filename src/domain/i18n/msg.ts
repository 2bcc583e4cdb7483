/**
 * Marks a message where it is defined apart from where it shows (a constant, a list's labels, a validation
 * message of a shared schema), so that the catalogues know it (docs/decisions/018-languages.md); the page shows
 * it translated with `t(text)`. Returns the English text itself: the API and the server keep answering in English.
 */
export const msg = <T extends string>(id: T): T => id;

/** A message's English with its `{name}`s filled in ('Please keep this under 200 characters.'): what the API says. */
export const fillMessage = (id: string, values: Readonly<Record<string, unknown>>): string =>
  id.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] == null ? whole : String(values[name])));

const patterns = new Map<string, RegExp>();

/** `id` as a pattern its filled-in English matches, each `{name}` a named group. */
function patternOf(id: string): RegExp {
  let pattern = patterns.get(id);
  if (!pattern) {
    const parts = id.split(/\{(\w+)\}/);
    const source = parts
      .map((part, index) => (index % 2 === 1 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    patterns.set(id, (pattern = new RegExp(`^${source}$`)));
  }
  return pattern;
}

/**
 * Which of `ids` an English text was filled in from, and with what (a number as a number): how a message the
 * API or a schema sends filled in is shown through the catalogue. Undefined when it is none of them.
 */
export function readFilledMessage(
  text: string,
  ids: readonly string[],
): { id: string; values: Record<string, string | number> } | undefined {
  for (const id of ids) {
    const groups = patternOf(id).exec(text)?.groups;
    if (!groups) continue;
    const values = Object.fromEntries(
      Object.entries(groups).map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]),
    );
    return { id, values };
  }
  return undefined;
}
