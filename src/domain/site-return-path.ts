/**
 * A path of this site to send a visitor back to (the language switch, a sign-in's return, a stored pending
 * action), or null when the value could lead anywhere else. Browsers read `//host`, `/\host` and `/<tab>/host`
 * as another site (they drop tabs and newlines, turn `\` into `/`), and a header cannot carry a control
 * character or a raw non-ASCII one; so only printable ASCII is taken, checked once more after one decoding
 * (an encoded tab, CR, LF or NUL is refused too), and the answer is the path as the URL parser normalises it.
 */
export function siteReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null;
  if (!/^[\x21-\x7e]+$/.test(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (!opensThisSite(value) || !opensThisSite(decoded) || /\p{Cc}/u.test(decoded)) return null;
  const pathname = value.split('?')[0] ?? '';
  if (pathname.includes('\\')) return null;
  const base = 'http://this-site.invalid';
  const url = new URL(value, base);
  const path = `${url.pathname}${url.search}`;
  return url.origin === base && opensThisSite(path) ? path : null;
}

/** Starts with one slash: not `//host`, not `/\host`. */
const opensThisSite = (path: string) => path.startsWith('/') && !/^\/[/\\]/.test(path);

/** Whether `value` is such a path as it stands (a stored path that must not change on reading). */
export const isSitePath = (value: unknown): value is string => siteReturnPath(value) === value;
