import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from 'lucide-react';

/**
 * The server's icons, each built once per look. Every lucide icon renders through the library's `Icon`, which on each
 * render merges its class names, spreads its default attributes and makes an element per path: a tenth of an uncached
 * trip page's work on the server (32 icons; CPU profile in docs/decisions/028-renders-that-cost-little.md). An icon's element
 * depends on nothing but its props (the app sets no `LucideProvider`), and a React element may be rendered any number
 * of times, so the server keeps the one it built for each icon and set of plain props. An icon with a ref, children or
 * a prop that is not a string, number or boolean (a handler) is built as the library builds it.
 *
 * The kept element is one `<svg>` whose shapes are the HTML React wrote for them once: a page's 32 icons hold ~90
 * paths and circles, a fifth of its elements, each costing React its attribute work on every render. The bytes are
 * the same, so the browser hydrates an island's icon as the library renders it.
 *
 * Server only: entry-server.tsx installs it once. The browser renders each icon a few times; it keeps the library's own.
 */
type IconRender = (props: IconProps, ref: unknown) => ReactElement;

interface IconProps {
  icon?: object;
  iconNode?: unknown;
  children?: unknown;
  [prop: string]: unknown;
}

/** A forwardRef component as React keeps it: its `render` is what React calls. */
interface ForwardRefIcon {
  render: IconRender;
}

/** Looks per icon: the app's icons in a handful of sizes and colours; the bound only guards memory. */
const LOOKS_PER_ICON = 64;

/** The props as one key, or null when one of them is not plain (then the icon is built as usual). */
function looksKey(props: IconProps): string | null {
  let key = '';
  for (const name in props) {
    if (name === 'icon') continue;
    const value = props[name];
    if (value === undefined) continue;
    if (name === 'children' || name === 'iconNode') return null;
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
    key += `${name}\u0000${kind}\u0000${String(value)}\u0001`;
  }
  return key;
}

let installed = false;

/** Makes every lucide icon the server renders come from its kept element. */
export function installServedIcons(): void {
  if (installed) return;
  installed = true;
  const icon = Icon as unknown as ForwardRefIcon;
  const build = icon.render;
  const built = new WeakMap<object, Map<string, ReactElement>>();
  icon.render = (props, ref) => {
    const key = ref == null && props.icon ? looksKey(props) : null;
    if (key === null || !props.icon) return build(props, ref);
    let looks = built.get(props.icon);
    if (!looks) built.set(props.icon, (looks = new Map()));
    let element = looks.get(key);
    if (!element) {
      element = withShapesAsHtml(build(props, null) as ReactElement<{ children?: unknown }>);
      if (looks.size >= LOOKS_PER_ICON) looks.clear();
      looks.set(key, element);
    }
    return element;
  };
}

/** The icon's `<svg>` with its shapes as the markup React writes for them (`dangerouslySetInnerHTML`). */
function withShapesAsHtml(svg: ReactElement<{ children?: unknown }>): ReactElement {
  const html = renderToStaticMarkup(svg);
  // React escapes `>` inside attribute values: the first one closes the start tag.
  const shapes = html.slice(html.indexOf('>') + 1, html.length - '</svg>'.length);
  const { children: _shapes, ...props } = svg.props;
  return createElement(svg.type, { ...props, dangerouslySetInnerHTML: { __html: shapes } });
}
