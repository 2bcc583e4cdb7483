/** Where the built index.html takes a rendered page: its head tags and its body. */
const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const BODY = '<!--page-body-->';
const BODY_END = '</body>';

export interface PageParts {
  head: string;
  body: string;
  /** JSON, already escaped for a <script type="application/json"> */
  bootData?: string | undefined;
  /** the page's language (a locale code); the shell's own is English */
  lang?: string | undefined;
}

/** A shell cut once at its places: a page is then its pieces joined, with no search through the shell. */
interface ShellPieces {
  /** up to the site-wide head (holds `<html lang>`) */
  start: string;
  /** the site-wide head, markers included; empty when the shell has none */
  siteHead: string;
  hasHead: boolean;
  /** from after the head to #root's placeholder */
  beforeBody: string;
  /** from after the placeholder to the shell's `</body>` */
  afterBody: string;
  /** `</body>` and what follows */
  end: string;
}

/** The shells' pieces by shell: the shells are few and made once (route-preloads.ts); the bound only guards memory. */
const pieces = new Map<string, ShellPieces | null>();
const PIECES_KEPT = 4_000;

function piecesOf(shell: string): ShellPieces | null {
  let found = pieces.get(shell);
  if (found !== undefined) return found;
  const head = HEAD.exec(shell);
  const headEnd = head ? head.index + head[0].length : 0;
  const bodyAt = shell.indexOf(BODY, headEnd);
  const endAt = bodyAt < 0 ? -1 : shell.indexOf(BODY_END, bodyAt + BODY.length);
  found =
    bodyAt < 0 || endAt < 0
      ? null
      : {
          start: shell.slice(0, head ? head.index : bodyAt),
          siteHead: head ? head[0] : '',
          hasHead: Boolean(head),
          beforeBody: head ? shell.slice(headEnd, bodyAt) : '',
          afterBody: shell.slice(bodyAt + BODY.length, endAt),
          end: shell.slice(endAt),
        };
  if (pieces.size >= PIECES_KEPT) pieces.clear();
  pieces.set(shell, found);
  return found;
}

/**
 * The shell in the page's language with the page's own head (replacing the site-wide title and description), its HTML in
 * #root and its boot data as inert JSON: no inline executable script, so the CSP needs no exception.
 */
export function composePage(shell: string, { head, body, bootData, lang }: PageParts): string {
  const data = bootData ? `<script type="application/json" id="boot-data">${bootData}</script>` : '';
  const cut = piecesOf(shell);
  if (!cut) {
    // A shell without the placeholders (a test's): the same result, searched for.
    const inLanguage = lang ? withLang(shell, lang) : shell;
    const withHead = head ? inLanguage.replace(HEAD, () => head) : inLanguage;
    return withHead.replace(BODY, () => body).replace(BODY_END, () => `${data}${BODY_END}`);
  }
  const start = lang ? withLang(cut.start, lang) : cut.start;
  const pageHead = head && cut.hasHead ? head : cut.siteHead;
  return start + pageHead + cut.beforeBody + body + cut.afterBody + data + cut.end;
}

/** The shell (whose own language is English) in a page's language: a locale code, anything else leaves it. */
export function withLang(shell: string, lang: string): string {
  return /^[a-z]{2}$/.test(lang) ? shell.replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`) : shell;
}
