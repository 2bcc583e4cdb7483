/*
 * Which CSS property a Tailwind utility sets, as tailwind-merge groups them, for the utilities this
 * site uses: cn drops a class when a later one sets the same group. tailwind-merge carries all of
 * Tailwind (~8 KB gzipped on every page); cn.test.ts checks that every pair of classes used in
 * src/web merges here exactly as tailwind-merge merges it. When it fails for a new class, add the
 * class's root or keyword below.
 */

const table = (lines: string): Map<string, string> =>
  new Map(
    lines.split(';').flatMap((line) => {
      const [group = '', names = ''] = line.split(':');
      return names.split(' ').map((name) => [name, group] as const);
    }),
  );

/** Classes without a value. */
const KEYWORDS = table(
  'display:block inline-block inline flex inline-flex grid hidden contents table;col-span:col-auto;position:static fixed absolute relative sticky;' +
    'visibility:visible invisible;sr:sr-only not-sr-only;isolation:isolate;decoration-line:underline no-underline line-through;' +
    'case:uppercase lowercase capitalize normal-case;font-style:italic not-italic;text-overflow:truncate;' +
    'fvn-spacing:tabular-nums;fvn-normal:normal-nums;border-collapse:border-collapse border-separate;' +
    'shadow:shadow;ring-inset:ring-inset;filter:filter',
);

/** Roots of root-value classes (and of the bare root where Tailwind has one: border, ring, grow). */
const ROOTS = new Set(
  (
    'p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me scroll-mt scroll-px gap gap-x gap-y space-x space-y ' +
    'size w h min-w min-h max-w max-h inset inset-x inset-y top right bottom left start end z basis grow shrink ' +
    'order flex grid-cols grid-rows col-span row-span items self justify place-items content overflow overflow-x overflow-y ' +
    'overscroll object aspect line-clamp leading tracking align whitespace break list underline-offset ' +
    'outline-offset rounded rounded-t rounded-r rounded-b rounded-l opacity blur backdrop-blur transition ' +
    'duration ease animate rotate scale scale-x translate-x translate-y cursor pointer-events select appearance ' +
    'resize snap touch-pan accent fill stroke font text bg border border-x border-y border-t border-r border-b ' +
    'border-l outline ring shadow decoration divide divide-y from via to'
  ).split(' '),
);

/** Roots shared by several properties, where the value decides: text-lg is a size, text-ink a colour. */
const TYPED: Record<string, Array<[RegExp, string]>> = {
  text: [
    [/^(xs|sm|base|lg|\d?xl|\[[\d.]+[a-z]+\])$/, 'font-size'],
    [/^(left|center|right|justify)$/, 'text-align'],
    [/^(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  ],
  font: [[/^(normal|medium|semibold|bold|\d+)$/, 'font-weight']],
  bg: [[/^linear-/, 'bg-image']],
  border: [[/^(solid|dashed|dotted|double|none)$/, 'border-style']],
  outline: [[/^(none|solid|dashed|dotted|double)$/, 'outline-style']],
  shadow: [[/^(2?xs|sm|md|lg|2?xl|none)$/, 'shadow']],
  flex: [
    [/^(row|col)/, 'flex-direction'],
    [/^(wrap|nowrap)/, 'flex-wrap'],
  ],
  object: [[/^(contain|cover|fill|none)$/, 'object-fit']],
  // A gradient stop's position (via-25%) is set apart from its colour (via-ink/60).
  from: [[/^\d+%$/, 'from-position']],
  via: [[/^\d+%$/, 'via-position']],
  to: [[/^\d+%$/, 'to-position']],
  snap: [
    [/^(start|end|center)$/, 'snap-align'],
    [/^(mandatory|proximity)$/, 'snap-strictness'],
  ],
  'touch-pan': [
    [/^x$/, 'touch-x'],
    [/^y$/, 'touch-y'],
  ],
};

/** Roots where whatever TYPED leaves is a width when bare or numeric (ring, ring-2), else a colour. */
const COLOURED = /^(text|bg|border(-[xytrbl])?|outline|ring|shadow|decoration|divide|from|via|to)$/;

function groupOfRoot(root: string, value: string): string {
  const typed = TYPED[root]?.find(([pattern]) => pattern.test(value));
  if (typed) return typed[1];
  if (!COLOURED.test(root)) return root;
  return /^\d*$/.test(value) ? `${root}-w` : `${root}-colour`;
}

/** The group of a utility without variants, '!' or '-' (mt-2, bg-ink/60), or undefined if not Tailwind. */
export function groupOf(utility: string): string | undefined {
  // An arbitrary property, [overflow-wrap:anywhere], conflicts with the same property only.
  if (utility.startsWith('[')) return /^\[[^:\]]+:.*\]$/.test(utility) ? utility.replace(/:.*/, '') : undefined;
  const keyword = KEYWORDS.get(utility);
  if (keyword) return keyword;
  if (ROOTS.has(utility)) return groupOfRoot(utility, '');
  // The longest known root wins, so gap-x-2 is gap-x and not gap; dashes inside [] are tried and skipped.
  for (let dash = utility.lastIndexOf('-'); dash > 0; dash = utility.lastIndexOf('-', dash - 1)) {
    const root = utility.slice(0, dash);
    if (ROOTS.has(root)) return groupOfRoot(root, utility.slice(dash + 1));
  }
  return undefined;
}

/** Groups that a later class of the key group also overrides: px-4 wins over an earlier pl-2. */
export const CONFLICTS = new Map(
  [
    'overflow:overflow-x overflow-y',
    'inset:inset-x inset-y start end top right bottom left',
    'inset-x:start end right left',
    'inset-y:top bottom',
    'flex:basis grow shrink',
    'gap:gap-x gap-y',
    'size:w h',
    'font-size:leading',
    'line-clamp:display overflow',
    'fvn-normal:fvn-spacing',
    'fvn-spacing:fvn-normal',
    'p:px py pt pr pb pl ps pe',
    'px:pr pl ps pe',
    'py:pt pb',
    'm:mx my mt mr mb ml ms me',
    'mx:mr ml ms me',
    'my:mt mb',
    'border-w:border-x-w border-y-w border-t-w border-r-w border-b-w border-l-w',
    'border-x-w:border-r-w border-l-w',
    'border-y-w:border-t-w border-b-w',
    'border-colour:border-x-colour border-y-colour border-t-colour border-r-colour border-b-colour border-l-colour',
    'border-x-colour:border-r-colour border-l-colour',
    'border-y-colour:border-t-colour border-b-colour',
    'rounded:rounded-t rounded-r rounded-b rounded-l',
  ].map((line) => {
    const [group = '', others = ''] = line.split(':');
    return [group, others.split(' ')];
  }),
);
