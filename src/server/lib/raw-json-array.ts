/**
 * Puts already-serialized JSON items into the empty array `"key":[]` of a serialized document: the
 * document keeps the shape its schema gave it, and the items (stored JSON texts) are copied, not parsed
 * and serialized again. The first such array is filled; a document without one is a programming error.
 */
export function fillRawJsonArray(json: string, key: string, items: readonly string[]): string {
  const empty = `${JSON.stringify(key)}:[]`;
  const at = json.indexOf(empty);
  if (at === -1) throw new Error(`no empty array ${empty} to fill`);
  return `${json.slice(0, at)}${JSON.stringify(key)}:[${items.join(',')}]${json.slice(at + empty.length)}`;
}
