/**
 * Puts already-serialized JSON items into the empty array `"key":[]` of a serialized document: the
 * document keeps the shape its schema gave it, and the items (stored JSON bytes) are copied, not parsed,
 * serialized or re-encoded. Each item may come in pieces, written one after the other; the answer is copied
 * once. The first such array is filled; a document without one is a programming error.
 */
export function fillRawJsonArray(json: string, key: string, items: readonly (readonly Buffer[])[]): Buffer {
  const empty = `${JSON.stringify(key)}:[]`;
  const at = json.indexOf(empty);
  if (at === -1) throw new Error(`no empty array ${empty} to fill`);
  const comma = Buffer.from(',');
  const parts: Buffer[] = [Buffer.from(`${json.slice(0, at)}${JSON.stringify(key)}:[`, 'utf8')];
  items.forEach((pieces, index) => parts.push(...(index === 0 ? pieces : [comma, ...pieces])));
  parts.push(Buffer.from(`]${json.slice(at + empty.length)}`, 'utf8'));
  return Buffer.concat(parts);
}
