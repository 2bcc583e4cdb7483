import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.RATES_PROVIDER_URL).toBeUndefined();
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', SMTP_URL: '  ' }).DATABASE_URL).toBeUndefined();
  });

  it('stops with a list of every bad value', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url', RATES_TIMEOUT_MS: '5' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^DATABASE_URL:/m);
    expect(problems).toMatch(/^RATES_TIMEOUT_MS:/m);
    expect((error as Error).message).toMatch(/^Invalid configuration:/);
  });

  it('has demo bank details by default and refuses a SWIFT code that is not one', () => {
    expect(loadEnv({})).toMatchObject({ AGENCY_BANK_SWIFT: 'DEMOTZTZ', AGENCY_PHONE: '+255 24 223 4567' });
    expect(loadEnv({ AGENCY_BANK_SWIFT: ' corutztz ' }).AGENCY_BANK_SWIFT).toBe('CORUTZTZ');
    expect(() => loadEnv({ AGENCY_BANK_SWIFT: 'CORU-TZ' })).toThrow(/AGENCY_BANK_SWIFT/);
    expect(() => loadEnv({ AGENCY_BANK_ACCOUNT_NUMBER: '  ' })).toThrow(/AGENCY_BANK_ACCOUNT_NUMBER/);
  });

  it('takes a preview secret of 32 characters or more, and none when empty', () => {
    expect(loadEnv({}).PREVIEW_SECRET).toBeUndefined();
    expect(loadEnv({ PREVIEW_SECRET: '  ' }).PREVIEW_SECRET).toBeUndefined();
    expect(loadEnv({ PREVIEW_SECRET: 'x'.repeat(32) }).PREVIEW_SECRET).toBe('x'.repeat(32));
    expect(() => loadEnv({ PREVIEW_SECRET: 'too short' })).toThrow(/PREVIEW_SECRET: at least 32 characters/);
  });
});
