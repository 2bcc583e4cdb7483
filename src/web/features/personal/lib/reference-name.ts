/** Reference fields (a country, a gender) may arrive as a name or as `{ name }`. */
export function nameOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (value && typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string') {
    return (value as { name: string }).name;
  }
  return null;
}
