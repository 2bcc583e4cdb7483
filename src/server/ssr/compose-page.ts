/** Where the built index.html takes a rendered page: its head tags and its body. */
const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const BODY = '<!--page-body-->';

export interface PageParts {
  head: string;
  body: string;
  /** JSON, already escaped for a <script type="application/json"> */
  bootData?: string | undefined;
  /** the page's language (a locale code); the shell's own is English */
  lang?: string | undefined;
}

/**
 * The shell in the page's language with the page's own head (replacing the site-wide title and description), its HTML in
 * #root and its boot data as inert JSON: no inline executable script, so the CSP needs no exception.
 */
export function composePage(shell: string, { head, body, bootData, lang }: PageParts): string {
  const inLanguage = lang ? withLang(shell, lang) : shell;
  const withHead = head ? inLanguage.replace(HEAD, () => head) : inLanguage;
  const data = bootData ? `<script type="application/json" id="boot-data">${bootData}</script>` : '';
  return withHead.replace(BODY, () => body).replace('</body>', () => `${data}</body>`);
}

/** The shell (whose own language is English) in a page's language: a locale code, anything else leaves it. */
export function withLang(shell: string, lang: string): string {
  return /^[a-z]{2}$/.test(lang) ? shell.replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`) : shell;
}
