import { z } from 'zod';

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

const ipList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  WEB_DIST_DIR: z.string().trim().min(1).default('dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag(true),
  TRUST_PROXY: flag(false),
  RATE_LIMIT_ALLOW: ipList,
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  RATES_PROVIDER_URL: optionalUrl,
  RATES_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(360),
  RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  MAIL_FROM: z.string().trim().min(3).default('Kilele Safaris <hello@kilele-safaris.example>'),
  AGENCY_EMAIL: z.email().default('bookings@kilele-safaris.example'),
  SMTP_URL: optionalUrl,
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Env = z.infer<typeof EnvSchema>;

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
