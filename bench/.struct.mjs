import { startE2eServer } from '../scripts/e2e-server.mjs';
const s = await startE2eServer({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
const t = await (await fetch(`${s.url}/api/trips?limit=1`)).json();
for (const page of [`/safari/${t.data.trips[0].uuid}`, '/tours']) {
  const html = await (await fetch(s.url + page)).text();
  const body = html.slice(html.indexOf('<div id="root">'));
  // crude: list tags with id/aria-label/data-island and element counts between
  const re = /<(header|footer|main|section|aside|nav|article|template)\b[^>]*>|data-island="([^"]+)"/g;
  let m, last = 0, lastName = 'start';
  const out = [];
  while ((m = re.exec(body))) { const n = (body.slice(last, m.index).match(/<[a-z]/g) || []).length; out.push(`${lastName}: ${n} el, ${m.index - last} B`); last = m.index; lastName = m[0].slice(0, 90); }
  out.push(`${lastName}: ${(body.slice(last).match(/<[a-z]/g) || []).length} el`);
  console.log('=====', page); console.log(out.join('\n'));
}
await s.stop();
