import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.js';

describe('auditDiff', () => {
  it('lines up every key of both sides and marks the changed ones', () => {
    expect(auditDiff({ status: 'pending', moderated_at: null }, { status: 'approved', moderated_at: null })).toEqual([
      { key: 'moderated_at', before: 'null', after: 'null', changed: false },
      { key: 'status', before: 'pending', after: 'approved', changed: true },
    ]);
  });

  it('treats a missing side as empty and nests objects as JSON', () => {
    expect(auditDiff(null, { role: 'owner', tags: ['a'] })).toEqual([
      { key: 'role', before: '', after: 'owner', changed: true },
      { key: 'tags', before: '', after: '["a"]', changed: true },
    ]);
    expect(auditDiff('x', 'y')).toEqual([{ key: 'value', before: 'x', after: 'y', changed: true }]);
  });
});
