import { startE2eServer } from '../scripts/e2e-server.mjs';
const s = await startE2eServer({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
const t = await (await fetch(`${s.url}/api/trips?limit=1`)).json();
for (const page of [`/safari/${t.data.trips[0].uuid}`, '/tours']) {
  const html = await (await fetch(s.url + page)).text();
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => [m[0].slice(0, 80), m[1].length]);
  console.log(page, 'html', html.length, 'non-latin1', /[^\x00-\xff]/.test(html), [...html].filter((c) => c.charCodeAt(0) > 255).slice(0, 10).join(''));
  console.log(scripts);
  console.log('elements', (html.match(/<[a-z]/g) || []).length);
}
await s.stop();
