/** Where the built index.html takes a rendered page: its head tags and its body. */
const HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const BODY = '<!--page-body-->';

export interface PageParts {
  head: string;
  body: string;
  /** JSON, already escaped for a <script type="application/json"> */
  bootData?: string | undefined;
}

/**
 * The shell with the page's own head (replacing the site-wide title and description), its HTML in
 * #root and its boot data as inert JSON: no inline executable script, so the CSP needs no exception.
 */
export function composePage(shell: string, { head, body, bootData }: PageParts): string {
  const withHead = head ? shell.replace(HEAD, () => head) : shell;
  const data = bootData ? `<script type="application/json" id="boot-data">${bootData}</script>` : '';
  return withHead.replace(BODY, () => body).replace('</body>', () => `${data}</body>`);
}
