import { describe, expect, it } from 'vitest';
import { apiDocsEnabled, ConfigError, loadEnv } from './env.js';

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

  it('takes a traveller data key of 64 hex characters and a retention in days, 30 by default', () => {
    expect(loadEnv({}).TRAVELLER_DATA_KEY).toBeUndefined();
    expect(loadEnv({}).TRAVELLER_DATA_RETENTION_DAYS).toBe(30);
    expect(loadEnv({ TRAVELLER_DATA_KEY: 'aB'.repeat(32) }).TRAVELLER_DATA_KEY).toBe('aB'.repeat(32));
    expect(() => loadEnv({ TRAVELLER_DATA_KEY: 'secret' })).toThrow(/TRAVELLER_DATA_KEY: 64 hex characters/);
    expect(loadEnv({ TRAVELLER_DATA_RETENTION_DAYS: '90' }).TRAVELLER_DATA_RETENTION_DAYS).toBe(90);
    expect(() => loadEnv({ TRAVELLER_DATA_RETENTION_DAYS: '0' })).toThrow(/TRAVELLER_DATA_RETENTION_DAYS/);
  });

  it('serves the API docs outside production, and in production only when API_DOCS is on', () => {
    expect(apiDocsEnabled(loadEnv({}))).toBe(false);
    expect(apiDocsEnabled(loadEnv({ NODE_ENV: 'production', API_DOCS: 'true' }))).toBe(true);
    expect(apiDocsEnabled(loadEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(apiDocsEnabled(loadEnv({ NODE_ENV: 'development', API_DOCS: '0' }))).toBe(false);
    expect(() => loadEnv({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('takes an object store for uploads: a bucket, optional endpoint and keys given as a pair', () => {
    const unset = loadEnv({});
    expect(unset.S3_BUCKET).toBeUndefined();
    expect(unset).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    const env = loadEnv({
      S3_BUCKET: 'kilele-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({ S3_BUCKET: 'kilele-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
    const problems = (source: Record<string, string>) => {
      try {
        loadEnv(source);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ S3_BUCKET: 'Not_A_Bucket' })).toEqual([expect.stringMatching(/^S3_BUCKET: a bucket name/)]);
    expect(problems({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'ftp://x.example' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT:/),
    ]);
    expect(problems({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'only-half' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    ]);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET: required when other S3_ settings are given',
    ]);
  });

  it('leaves the metrics off without a token, and takes one of 32 characters or more', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: ' ' }).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: at least 32 characters/);
  });
});
