import { describe, expect, it } from 'vitest';
import { stubBrowser } from '#web/test/stub-browser.js';
import {
  armPendingAction,
  isSitePath,
  parsePendingAction,
  PENDING_ACTION_ARMED_MS,
  PENDING_ACTION_KEY,
  PENDING_ACTION_TTL_MS,
  pendingVerdict,
  rememberPendingAction,
  takePendingAction,
  type PendingAction,
} from './pending-action.js';

const { session } = stubBrowser();

const T0 = 1_800_000_000_000;
const like = { action: 'like', type: 'trip', uuid: 'trip-1', path: '/safari/trip-1' } as const;
const armed: PendingAction = { ...like, savedAt: T0, armedAt: T0 + 60_000 };

describe('parsePendingAction', () => {
  it('reads what rememberPendingAction wrote', () => {
    expect(parsePendingAction(JSON.stringify({ ...like, savedAt: T0 }))).toEqual({ ...like, savedAt: T0 });
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{like'],
    ['an unknown action', JSON.stringify({ ...like, action: 'share', savedAt: T0 })],
    ['an unknown item type', JSON.stringify({ ...like, type: 'hotel', savedAt: T0 })],
    ['no uuid', JSON.stringify({ ...like, uuid: '', savedAt: T0 })],
    ['another site', JSON.stringify({ ...like, path: '//evil.example/x', savedAt: T0 })],
    ['no time', JSON.stringify(like)],
  ])('refuses %s', (_case, text) => {
    expect(parsePendingAction(text)).toBeNull();
  });
});

describe('isSitePath', () => {
  it('accepts a path of this site with its query and refuses anything that leaves it', () => {
    expect(isSitePath('/zanzibar-tour/abc?checkIn=2026-12-01')).toBe(true);
    for (const path of ['https://evil.example', '//evil.example', '/\\evil.example', 'safari/x', 42]) {
      expect(isSitePath(path)).toBe(false);
    }
  });
});

describe('pendingVerdict', () => {
  const now = T0 + 90_000;

  it('runs the action on its own button, on its page, right after the login armed it', () => {
    expect(pendingVerdict(armed, like, now)).toBe('run');
  });

  it('keeps it for another button or another page', () => {
    expect(pendingVerdict(armed, { ...like, action: 'cart' }, now)).toBe('keep');
    expect(pendingVerdict(armed, { ...like, uuid: 'trip-2' }, now)).toBe('keep');
    expect(pendingVerdict(armed, { ...like, type: 'destination' }, now)).toBe('keep');
    expect(pendingVerdict(armed, { ...like, path: '/tours' }, now)).toBe('keep');
  });

  it('drops one the login form never armed: the visitor signed in some other way', () => {
    expect(pendingVerdict({ ...like, savedAt: T0 }, like, now)).toBe('drop');
  });

  it('drops one older than half an hour, or armed too long ago', () => {
    expect(pendingVerdict(armed, like, T0 + PENDING_ACTION_TTL_MS + 1)).toBe('drop');
    expect(pendingVerdict(armed, like, armed.armedAt! + PENDING_ACTION_ARMED_MS + 1)).toBe('drop');
  });

  it('has nothing to do without an action', () => {
    expect(pendingVerdict(null, like, now)).toBe('keep');
  });
});

describe('in this tab', () => {
  it('remembers the press, returns to its page after the login, and carries it out once', () => {
    rememberPendingAction(like, T0);
    expect(armPendingAction(T0 + 60_000)).toBe('/safari/trip-1');
    expect(takePendingAction({ ...like, action: 'rate' }, T0 + 61_000)).toBe(false);
    expect(takePendingAction(like, T0 + 61_000)).toBe(true);
    expect(takePendingAction(like, T0 + 62_000)).toBe(false);
    expect(session.has(PENDING_ACTION_KEY)).toBe(false);
  });

  it('sends the login to the dashboard when nothing is waiting, and forgets an expired press', () => {
    expect(armPendingAction(T0)).toBeNull();
    rememberPendingAction(like, T0);
    expect(armPendingAction(T0 + PENDING_ACTION_TTL_MS + 1)).toBeNull();
    expect(session.has(PENDING_ACTION_KEY)).toBe(false);
  });

  it('forgets a press when the visitor is found signed in without this login', () => {
    rememberPendingAction(like, T0);
    expect(takePendingAction(like, T0 + 1000)).toBe(false);
    expect(session.has(PENDING_ACTION_KEY)).toBe(false);
  });
});
