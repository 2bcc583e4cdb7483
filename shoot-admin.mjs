import { chromium } from 'playwright-core';
import { startE2eServer, E2E_OWNER } from './scripts/e2e-server.mjs';
const server = await startE2eServer({ owner: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const login = await (await fetch(server.url + '/api/admin/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: E2E_OWNER.email, password: E2E_OWNER.password }) })).json();
  const token = login.data.token;
  const list = await (await fetch(server.url + '/api/admin/requests?limit=100', { headers: { authorization: `Bearer ${token}` } })).json();
  const quoted = list.data.requests.find((r) => r.status === 'quoted') ?? list.data.requests[0];
  const cart = list.data.requests.find((r) => r.item_name.includes('more')) ?? quoted;
  const pages = { overview: '/admin', inbox: '/admin/requests', request: `/admin/requests/${quoted.uuid}`, cart: `/admin/requests/${cart.uuid}`, staff: '/admin/staff', login: '/admin/login' };
  for (const [w, h, tag] of [[1440, 900, 'd'], [390, 844, 'm']]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(tag, m.type(), m.text()); });
    await page.goto(server.url + '/admin/login');
    for (const [name, path] of Object.entries(pages)) {
      if (name === 'login') { await page.evaluate(() => localStorage.clear()); }
      else await page.evaluate((t) => localStorage.setItem('staffToken', t), token);
      await page.goto(server.url + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/work/shots/admin-${name}-${tag}.png`, fullPage: true });
    }
    await ctx.close();
  }
} finally { await browser.close(); await server.stop(); }
