import { z } from 'zod';
import { checkUploadStoreEnv, UPLOAD_STORE_ENV } from './upload-store-env.js';

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(z.url().optional());

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .default('')
    .transform((v) => (v === '' ? fallback : v === 'true' || v === '1'));

/** A flag whose default depends on other settings: undefined when unset. */
const optionalFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((v) => (v === '' ? undefined : v === 'true' || v === '1'));

const ipList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const text = (fallback: string) => z.string().trim().min(1).max(200).default(fallback);

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    // How long a request's headers and body may take to arrive before the connection is cut (408).
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    WEB_DIST_DIR: z.string().trim().min(1).default('dist/web'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: flag(true),
    TRUST_PROXY: flag(false),
    RATE_LIMIT_ALLOW: ipList,
    REDIS_URL: optionalUrl,
    /** keeps several deployments (or test runs) apart on one Redis */
    REDIS_PREFIX: z.string().trim().min(1).max(64).default('storefront:'),
    /** signs the back office's draft-preview links; set one value on every process behind a balancer */
    PREVIEW_SECRET: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(z.string().min(32, 'at least 32 characters').optional()),
    /**
     * seals travellers' passport numbers at rest (AES-256-GCM): 64 hex characters (32 bytes), the same on every
     * process; unset, the server makes one and keeps it in DATA_DIR (config/traveller-data-key.ts)
     */
    TRAVELLER_DATA_KEY: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(
        z
          .string()
          .regex(/^[0-9a-fA-F]{64}$/, '64 hex characters (32 random bytes)')
          .optional(),
      ),
    /** days after a trip's end when passport numbers and the other sensitive traveller fields are erased */
    TRAVELLER_DATA_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** the OpenAPI pages (/api/docs): on by default except in production */
    API_DOCS: optionalFlag,
    /** turns GET /metrics on, for a scraper sending `Authorization: Bearer <this>`; off when unset */
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((v) => v?.trim() || undefined)
      .pipe(z.string().min(32, 'at least 32 characters').optional()),
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    RATES_PROVIDER_URL: optionalUrl,
    RATES_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(360),
    RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    MAIL_FROM: z.string().trim().min(3).default('Kilele Safaris <hello@kilele-safaris.example>'),
    AGENCY_EMAIL: z.email().default('bookings@kilele-safaris.example'),
    SMTP_URL: optionalUrl,
    MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** how often the scheduler looks for due jobs (scheduler/scheduler.ts): a job runs within this of its time */
    SCHEDULER_TICK_SECONDS: z.coerce.number().int().min(1).max(60).default(30),
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    // How many visitor confirmations (bookings, inquiries, cart requests) one recipient address and one
    // client address may trigger in a rolling hour; past it the request is stored and the agency told,
    // only the confirmation is skipped (docs/api/README.md 'Rate limits').
    MAIL_CONFIRMATIONS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
    MAIL_CONFIRMATIONS_PER_CLIENT_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
    // Password reset mails one address may receive and one client may have sent in a rolling hour; past
    // them the request is answered as always and no mail goes (decision 021).
    PASSWORD_RESETS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100).default(3),
    PASSWORD_RESETS_PER_CLIENT_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    // Writes one signed-in account may make (answered 429 past them; docs/api/README.md 'Rate limits').
    TESTIMONIALS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
    RATINGS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
    CART_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
    // The agency's contact and bank details printed on the booking confirmation PDF. The bank defaults
    // are demo values that no bank will accept: set the real ones before confirming real bookings.
    AGENCY_PHONE: text('+255 24 223 4567'),
    AGENCY_ADDRESS: text('Mizingani Road, Stone Town, P.O. Box 4127, Zanzibar, Tanzania'),
    AGENCY_BANK_ACCOUNT_NAME: text('Kilele Safaris Ltd'),
    AGENCY_BANK_NAME: text('Demo Bank Tanzania'),
    AGENCY_BANK_ACCOUNT_NUMBER: text('0000 0000 0000'),
    AGENCY_BANK_SWIFT: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a SWIFT/BIC code of 8 or 11 letters and digits')
      .default('DEMOTZTZ'),
    AGENCY_BANK_BRANCH: text('Stone Town, Zanzibar'),
    ...UPLOAD_STORE_ENV,
  })
  .superRefine(checkUploadStoreEnv);

export type Env = z.infer<typeof EnvSchema>;

/** Whether the OpenAPI pages are served: API_DOCS when set, else everywhere but production. */
export function apiDocsEnabled(env: Pick<Env, 'API_DOCS' | 'NODE_ENV'>): boolean {
  return env.API_DOCS ?? env.NODE_ENV !== 'production';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at start; a bad value stops the start with a list of what is wrong. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  return result.data;
}
