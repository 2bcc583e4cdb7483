/**
 * Puts already-serialized JSON items into the empty array `"key":[]` of a serialized document: the
 * document keeps the shape its schema gave it, and the items (stored JSON bytes) are copied, not parsed,
 * serialized or re-encoded. The first such array is filled; a document without one is a programming error.
 */
export function fillRawJsonArray(json: string, key: string, items: readonly Buffer[]): Buffer {
  const empty = `${JSON.stringify(key)}:[]`;
  const at = json.indexOf(empty);
  if (at === -1) throw new Error(`no empty array ${empty} to fill`);
  const comma = Buffer.from(',');
  const parts: Buffer[] = [Buffer.from(`${json.slice(0, at)}${JSON.stringify(key)}:[`, 'utf8')];
  items.forEach((item, index) => parts.push(...(index === 0 ? [item] : [comma, item])));
  parts.push(Buffer.from(`]${json.slice(at + empty.length)}`, 'utf8'));
  return Buffer.concat(parts);
}
