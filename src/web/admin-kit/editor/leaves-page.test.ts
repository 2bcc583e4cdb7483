import { describe, expect, it } from 'vitest';
import { leavesPage } from './leaves-page.js';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('leavesPage', () => {
  it('leaves for another path whatever the query', () => {
    expect(leavesPage(at('/admin/trips/1'), at('/admin/trips'), [])).toBe(true);
  });

  it('stays for a query change unless a named parameter changes', () => {
    const german = at('/admin/trips/1/translations', '?locale=de');
    expect(leavesPage(german, at('/admin/trips/1/translations', '?locale=de&todo=1'), ['locale'])).toBe(false);
    expect(leavesPage(german, at('/admin/trips/1/translations', '?locale=fr'), ['locale'])).toBe(true);
    expect(leavesPage(german, at('/admin/trips/1/translations', '?locale=fr'), [])).toBe(false);
  });
});
