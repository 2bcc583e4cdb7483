/**
 * Sanitised rich text nested as a browser's HTML parser would keep it. Some nestings are closed early by the
 * parser (a link in a link, a paragraph or list in a paragraph, a heading right in a heading, a list item in a
 * list item), so the page a browser builds would differ from the one the server rendered and hydration would
 * break: such a tag is left out, its content kept. Input is sanitize-html's output (allowed tags only, text
 * escaped); a close tag with no open tag is dropped and a tag left open is closed at the end.
 */
const VOID = new Set(['br']);
/** The tags that close an open `p` when they start (HTML "in body": close a p element in button scope). */
const CLOSES_P = new Set(['p', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote']);
const HEADINGS = new Set(['h3', 'h4']);
/** Tags the parser's list-item rule walks past (neither special nor a boundary): formatting ones, and p. */
const WALKED_PAST = new Set(['a', 'b', 'i', 'em', 'strong', 'p']);

interface Open {
  name: string;
  kept: boolean;
}

function keeps(name: string, open: readonly Open[]): boolean {
  const kept = open.filter((tag) => tag.kept).map((tag) => tag.name);
  if (name === 'a' && kept.includes('a')) return false;
  if (CLOSES_P.has(name) && kept.includes('p')) return false;
  if (HEADINGS.has(name) && HEADINGS.has(kept.at(-1) ?? '')) return false;
  if (name === 'li') {
    for (let at = kept.length - 1; at >= 0; at--) {
      if (kept[at] === 'li') return false;
      if (!WALKED_PAST.has(kept[at]!)) break;
    }
  }
  return true;
}

export function nestAsParsed(html: string): string {
  const open: Open[] = [];
  let out = '';
  let last = 0;
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/g)) {
    out += html.slice(last, match.index);
    last = match.index + match[0].length;
    const [tag, closing, name] = match as unknown as [string, string, string];
    if (VOID.has(name)) {
      out += tag;
    } else if (!closing) {
      const kept = keeps(name, open);
      open.push({ name, kept });
      if (kept) out += tag;
    } else if (open.at(-1)?.name === name) {
      if (open.pop()!.kept) out += tag;
    }
  }
  out += html.slice(last);
  while (open.length) {
    const tag = open.pop()!;
    if (tag.kept) out += `</${tag.name}>`;
  }
  return out;
}
