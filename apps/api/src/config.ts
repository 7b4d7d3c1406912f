import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_DEPOSIT_MINUTES,
  FAIR_USE_DEFAULTS,
  type FairUseLimits,
} from '@studio-hive/domain';

/**
 * Configuration comes only from the environment, is validated once at start and is then passed
 * down as a plain object; nothing else reads process.env.
 * Reading it touches no file: the server entry keeps a generated JWT secret in DATA_DIR first
 * (persisted-jwt-secret.ts).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .default(fallback);

/**
 * scrypt's cost for passwords, as log2 of N. OWASP's minimum for scrypt is N=2^17; 2^15 keeps a
 * login at 100 to 200 ms of a core on 2 cores. Less is allowed outside production only: the tests
 * hash at 2^10 (5 ms a hash, for the suite's ~500 accounts and sign-ins).
 */
export const STANDARD_PASSWORD_HASH_COST = 15;
const LOWEST_PASSWORD_HASH_COST = 10;
/** OWASP's minimum for scrypt: 128 MiB of memory a hash. */
const HIGHEST_PASSWORD_HASH_COST = 17;

const urlWithProtocols = (protocols: string[]) =>
  z
    .url({ error: 'must be a URL' })
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none, the last N hops, or
 * the listed addresses / CIDR ranges. Never "all": the left-most entries are whatever the client
 * wrote, and rate limits keyed on them could be dodged with a made-up header.
 */
const trustProxy = z
  .string()
  .transform((value, context): false | number | string[] => {
    const text = value.trim();
    if (['false', '0', 'no'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) && /[.:]/.test(entry)))
      return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be false, the number of proxies in front of the server (for example 1), ' +
        'or a comma-separated list of their addresses',
    });
    return z.NEVER;
  })
  .default(false);

/**
 * The origins whose pages may call the API from the browser (CORS), each exactly as a browser
 * sends its Origin header: scheme://host[:port], lowercase, no path, no wildcard. An exact list
 * leaves no pattern to get wrong (`https://*.example.com` would also admit a taken-over subdomain).
 */
const corsOrigins = z
  .string()
  .transform((value, context): string[] => {
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isExactOrigin)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'must be origins as browsers send them, scheme://host[:port] without a path, ' +
        'a trailing slash or a wildcard, separated by commas (for example https://app.example.com)',
    });
    return z.NEVER;
  })
  .default([]);

function isExactOrigin(entry: string): boolean {
  if (entry.includes('*')) return false;
  try {
    const url = new URL(entry);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry;
  } catch {
    return false;
  }
}

/** DATA_DIR when unset. */
export const DEFAULT_DATA_DIR = './data';

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default(DEFAULT_DATA_DIR),
  DATABASE_URL: urlWithProtocols(['postgres', 'postgresql']).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
  REDIS_URL: urlWithProtocols(['redis', 'rediss']).optional(),
  SMTP_URL: urlWithProtocols(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Studio Hive <no-reply@studiohive.in>'),
  TEAM_EMAIL: z.email({ error: 'must be one e-mail address' }).default('team@studiohive.in'),
  SMS_WEBHOOK_URL: urlWithProtocols(['http', 'https']).optional(),
  PUBLIC_URL: urlWithProtocols(['http', 'https'])
    .refine((value) => !/[?#]/.test(value), { message: 'must not have a query or a fragment' })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  RATE_LIMIT_PER_MINUTE: positiveInt(10),
  // Free-time searches and pages rendered on the server, per address (decision 029).
  HEAVY_READS_PER_MINUTE: positiveInt(120),
  PUBLIC_FORMS_PER_HOUR: positiveInt(5),
  // Signup codes texted on behalf of one client address an hour: what one sender can cost us.
  SIGNUP_TEXTS_PER_HOUR: positiveInt(10),
  PASSWORD_HASH_COST: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(
      LOWEST_PASSWORD_HASH_COST,
      `must be between ${LOWEST_PASSWORD_HASH_COST} and ${HIGHEST_PASSWORD_HASH_COST}`,
    )
    .max(
      HIGHEST_PASSWORD_HASH_COST,
      `must be between ${LOWEST_PASSWORD_HASH_COST} and ${HIGHEST_PASSWORD_HASH_COST}`,
    )
    .default(STANDARD_PASSWORD_HASH_COST),
  // Fair use of bookings per customer account (decision 025; FAIR_USE_DEFAULTS in the domain).
  BOOKINGS_PER_HOUR: positiveInt(FAIR_USE_DEFAULTS.bookingsPerHour),
  UPCOMING_BOOKINGS: positiveInt(FAIR_USE_DEFAULTS.upcomingBookings),
  UPCOMING_HOURS_PER_STUDIO: positiveInt(FAIR_USE_DEFAULTS.upcomingHoursPerStudio),
  BOOKING_SMS_PER_PHONE_PER_DAY: positiveInt(FAIR_USE_DEFAULTS.smsPerPhonePerDay),
  // Uploads (decision 028): images per owner and hour; seconds a request may take to arrive.
  STUDIO_IMAGES_PER_HOUR: positiveInt(30),
  // Imported calendars (decision 048): the background sync's pace, and whether their addresses
  // may lead to loopback and private networks (tests only: the address guard refuses them).
  CALENDAR_SYNC_MINUTES: positiveInt(15),
  CALENDAR_IMPORT_ALLOW_PRIVATE: booleanFlag.default(false),
  REQUEST_TIMEOUT_SECONDS: positiveInt(60),
  // Deposits over UPI (decision 052): minutes a customer has to pay after booking.
  DEPOSIT_MINUTES: positiveInt(DEFAULT_DEPOSIT_MINUTES),
  ALLOW_OUTBOX_IN_PRODUCTION: booleanFlag.default(false),
  DEMO_DATA: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: trustProxy,
  CORS_ORIGINS: corsOrigins,
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    })
    .optional(),
  S3_ENDPOINT: urlWithProtocols(['http', 'https']).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: urlWithProtocols(['http', 'https'])
    .refine((value) => !/[?#]/.test(value), { message: 'must not have a query or a fragment' })
    .optional(),
});

export type Env = z.input<typeof envSchema>;

/** An S3-compatible bucket for studio images (docs/decisions/009). */
export type S3Settings = {
  bucket: string;
  /** Unset: AWS S3 itself; set for MinIO, Cloudflare R2 and the like. */
  endpoint: string | undefined;
  region: string;
  /** Unset (both): the SDK's usual credential chain (environment, instance or task role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** Base URL the objects are served from (the bucket's public address or a CDN), no trailing slash. */
  publicUrl: string;
};

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The team's inbox: new studio inquiries and contact messages are e-mailed here (decision 013). */
  teamEmail: string;
  smsWebhookUrl: string | undefined;
  /** PUBLIC_URL without a trailing slash; required in production (decision 026). */
  publicUrl: string | undefined;
  logLevel: string;
  rateLimitPerMinute: number;
  heavyReadsPerMinute: number;
  /** Studio inquiries, and contact messages, each client address may send per hour (decision 013). */
  publicFormsPerHour: number;
  /** Signup codes texted for one client address (an IPv6 /64) an hour (decision 003). */
  signupTextsPerHour: number;
  /** scrypt's cost for new password hashes, log2 of N (STANDARD_PASSWORD_HASH_COST). */
  passwordHashCost: number;
  /** What one customer account may book and hold (decision 025). */
  fairUse: FairUseLimits;
  /** Studio images one owner may upload an hour (decision 028). */
  studioImagesPerHour: number;
  /** A request whose headers and body have not all arrived in this time gets 408 (decision 028). */
  requestTimeoutMs: number;
  /** Imported calendars (decision 048): each is read again this often in the background. */
  calendarSyncMinutes: number;
  depositMinutes: number;
  /** Imported calendars' addresses may lead to loopback and private networks (tests only). */
  calendarImportAllowPrivate: boolean;
  demoData: boolean;
  /** Folder of the built web app; unset: apps/web/dist found next to the API. */
  webDistDir: string | undefined;
  /** Behind load balancers: how many of them (or which) may name the client address (rate limits need it). */
  trustProxy: false | number | string[];
  /** Origins whose pages may call the API cross-origin (CORS, decision 026); empty: none. */
  corsOrigins: string[];
  /** Set (S3_BUCKET): studio images go to this bucket; unset: to DATA_DIR/uploads. */
  s3: S3Settings | undefined;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError with one sentence per bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "not set", as people write `SMTP_URL=` in shells and .env files.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return `${variable} ${issue.message} (got ${JSON.stringify(cleaned[variable] ?? '')}).`;
    });
    throw new ConfigError(`Invalid configuration:\n- ${lines.join('\n- ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n- JWT_SECRET must be set when NODE_ENV=production (at least 32 characters).',
    );
  }
  if (production && !e.ALLOW_OUTBOX_IN_PRODUCTION && (!e.SMTP_URL || !e.SMS_WEBHOOK_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n- SMTP_URL and SMS_WEBHOOK_URL must be set when NODE_ENV=production, ' +
        'or set ALLOW_OUTBOX_IN_PRODUCTION=true to write codes to the outbox file instead.',
    );
  }
  if (production && e.DEMO_DATA) {
    throw new ConfigError(
      'Invalid configuration:\n- DEMO_DATA must not be true when NODE_ENV=production: the demo accounts have public passwords.',
    );
  }
  if (production && e.CALENDAR_IMPORT_ALLOW_PRIVATE) {
    throw new ConfigError(
      "Invalid configuration:\n- CALENDAR_IMPORT_ALLOW_PRIVATE must not be true when NODE_ENV=production: owners' calendar addresses would reach the server's own network.",
    );
  }
  if (production && e.PASSWORD_HASH_COST < STANDARD_PASSWORD_HASH_COST) {
    throw new ConfigError(
      `Invalid configuration:\n- PASSWORD_HASH_COST must be at least ${STANDARD_PASSWORD_HASH_COST} when NODE_ENV=production: a lower cost makes stolen password hashes cheap to guess.`,
    );
  }
  // Absolute URLs come from configuration only, never a request's Host (decision 026).
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n- PUBLIC_URL must be set when NODE_ENV=production: the address of the site ' +
        '(for example https://studiohive.in), for its canonical and link-preview URLs, image URLs ' +
        "and calendar feed addresses, which are never taken from a request's Host header.",
    );
  }
  const s3 = s3Settings(e);
  const dataDir = resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // Unset outside production: a secret of this process only (see withPersistedJwtSecret).
    jwtSecret: e.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    heavyReadsPerMinute: e.HEAVY_READS_PER_MINUTE,
    publicFormsPerHour: e.PUBLIC_FORMS_PER_HOUR,
    signupTextsPerHour: e.SIGNUP_TEXTS_PER_HOUR,
    passwordHashCost: e.PASSWORD_HASH_COST,
    fairUse: {
      bookingsPerHour: e.BOOKINGS_PER_HOUR,
      upcomingBookings: e.UPCOMING_BOOKINGS,
      upcomingHoursPerStudio: e.UPCOMING_HOURS_PER_STUDIO,
      smsPerPhonePerDay: e.BOOKING_SMS_PER_PHONE_PER_DAY,
    },
    studioImagesPerHour: e.STUDIO_IMAGES_PER_HOUR,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    calendarSyncMinutes: e.CALENDAR_SYNC_MINUTES,
    depositMinutes: e.DEPOSIT_MINUTES,
    calendarImportAllowPrivate: e.CALENDAR_IMPORT_ALLOW_PRIVATE,
    demoData: e.DEMO_DATA,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : undefined,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    s3,
  };
}

/** The S3 settings when S3_BUCKET is set; the other S3_ variables alone are a mistake, not "use the disk". */
function s3Settings(e: z.output<typeof envSchema>): S3Settings | undefined {
  const others = (
    ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
  ).filter((name) => e[name] !== undefined);
  if (!e.S3_BUCKET) {
    if (others.length === 0) return undefined;
    throw new ConfigError(
      `Invalid configuration:\n- S3_BUCKET must be set when ${others.join(', ')} ` +
        `${others.length === 1 ? 'is' : 'are'} set (or unset them to keep images in DATA_DIR/uploads).`,
    );
  }
  if (!e.S3_PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration:\n- S3_PUBLIC_URL must be set when S3_BUCKET is set: the base URL ' +
        "the images are served from (for example https://images.example.com or the bucket's public URL).",
    );
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n- S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together ' +
        '(or both unset to use the instance or task role).',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL.replace(/\/+$/, ''),
  };
}
