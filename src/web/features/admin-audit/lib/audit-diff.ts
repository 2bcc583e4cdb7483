export interface DiffRow {
  key: string;
  before: string;
  after: string;
  changed: boolean;
}

const show = (value: unknown) => (value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));
const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value == null
      ? {}
      : { value };

/** The keys of `before` and `after` side by side, each marked changed when its value differs. */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const a = asRecord(before);
  const b = asRecord(after);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys.map((key) => {
    const left = show(a[key]);
    const right = show(b[key]);
    return { key, before: left, after: right, changed: left !== right };
  });
}
