import { describe, expect, it } from 'vitest';
import { safeNext } from './admin-paths.js';

describe('safeNext', () => {
  it('keeps a back-office path with its query', () => {
    expect(safeNext('/admin/requests?status=new')).toBe('/admin/requests?status=new');
    expect(safeNext('/admin')).toBe('/admin');
  });

  it('sends anything else to the overview', () => {
    for (const next of [
      null,
      '',
      '//evil.example/admin',
      '/admin/..//evil.example',
      '/admin\\..\\evil',
      '/admin\t/x',
      '/admin.evil.example',
      '/admin/%0d%0a',
      '/tours',
      'https://evil.example/admin',
    ]) {
      expect(safeNext(next), String(next)).toBe('/admin');
    }
  });
});
