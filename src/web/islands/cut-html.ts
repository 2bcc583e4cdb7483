/**
 * HTML cut at its placeholders (a kept part's, an island's, an island's number), once: filling them is then a join,
 * with no search through the page again and no copy of it per pass. `texts` has one more entry than `slots`: the
 * text before each slot, then the text after the last.
 */
export interface CutHtml {
  texts: readonly string[];
  /** each slot's number, as the placeholder gives it */
  slots: readonly number[];
}

/** `placeholder`: global, its first group the slot's number; the whole match is the slot. */
export function cutHtml(html: string, placeholder: RegExp): CutHtml {
  const texts: string[] = [];
  const slots: number[] = [];
  let from = 0;
  for (const match of html.matchAll(placeholder)) {
    texts.push(html.slice(from, match.index));
    slots.push(Number(match[1]));
    from = match.index + match[0].length;
  }
  texts.push(html.slice(from));
  return { texts, slots };
}

/** The HTML with each slot filled: `fill(number)` for the slot numbered so. */
export function fillHtml({ texts, slots }: CutHtml, fill: (slot: number) => string): string {
  let html = texts[0]!;
  for (let index = 0; index < slots.length; index++) html += fill(slots[index]!) + texts[index + 1]!;
  return html;
}
