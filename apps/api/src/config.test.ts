import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { withPersistedJwtSecret } from './persisted-jwt-secret';

const dataDir = () => mkdtempSync(join(tmpdir(), 'studio-hive-config-'));

describe('loadConfig', () => {
  it('has the defaults of the README', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      redisUrl: undefined,
      rateLimitPerMinute: 10,
      nodeEnv: 'development',
      teamEmail: 'team@studiohive.in',
      publicFormsPerHour: 5,
      passwordHashCost: 15,
      calendarSyncMinutes: 15,
      calendarImportAllowPrivate: false,
    });
  });

  it('reads the imported calendars settings, and refuses private addresses in production', () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        CALENDAR_SYNC_MINUTES: '5',
        CALENDAR_IMPORT_ALLOW_PRIVATE: 'true',
      }),
    ).toMatchObject({ calendarSyncMinutes: 5, calendarImportAllowPrivate: true });
    expect(() => loadConfig({ DATA_DIR: dataDir(), CALENDAR_SYNC_MINUTES: '0' })).toThrow(
      'CALENDAR_SYNC_MINUTES must be greater than 0',
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        ALLOW_OUTBOX_IN_PRODUCTION: 'true',
        PUBLIC_URL: 'https://studiohive.in',
        CALENDAR_IMPORT_ALLOW_PRIVATE: 'true',
        DATA_DIR: dataDir(),
      }),
    ).toThrow('CALENDAR_IMPORT_ALLOW_PRIVATE must not be true when NODE_ENV=production');
  });

  it('reads the team inbox and the public forms limit', () => {
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        TEAM_EMAIL: 'leads@example.com',
        PUBLIC_FORMS_PER_HOUR: '20',
      }),
    ).toMatchObject({ teamEmail: 'leads@example.com', publicFormsPerHour: 20 });
  });

  it('generates a JWT secret once and keeps it in DATA_DIR (withPersistedJwtSecret)', () => {
    const dir = dataDir();
    const first = loadConfig(withPersistedJwtSecret({ DATA_DIR: dir })).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(withPersistedJwtSecret({ DATA_DIR: dir })).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('writes no file itself: without JWT_SECRET the secret lasts one process', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps no secret for production or when JWT_SECRET is set', () => {
    const dir = dataDir();
    const production = { NODE_ENV: 'production', DATA_DIR: dir };
    expect(withPersistedJwtSecret(production)).toBe(production);
    const secret = 'a'.repeat(32);
    expect(withPersistedJwtSecret({ DATA_DIR: dir, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a port number (got "abc").'],
    [{ PORT: '70000' }, 'PORT must be between 0 and 65535 (got "70000").'],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      'DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must start with redis:// or rediss://'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL must be a URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be one of true, false, 1, 0, yes, no'],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE must be greater than 0'],
    [{ PUBLIC_FORMS_PER_HOUR: 'many' }, 'PUBLIC_FORMS_PER_HOUR must be a whole number'],
    [{ TEAM_EMAIL: 'team' }, 'TEAM_EMAIL must be one e-mail address'],
    [
      { TEAM_EMAIL: 'team@example.com, spy@attacker.test' },
      'TEAM_EMAIL must be one e-mail address',
    ],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY must be false, the number of proxies in front of the server (for example 1)',
    ],
    [{ TRUST_PROXY: 'lb.internal' }, 'TRUST_PROXY must be false, the number of proxies'],
    [
      { S3_BUCKET: 'My_Bucket', S3_PUBLIC_URL: 'https://img.example.com' },
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    ],
    [
      { S3_BUCKET: 'images', S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must start with http:// or https://',
    ],
    [{ S3_BUCKET: 'images', S3_FORCE_PATH_STYLE: 'sure' }, 'S3_FORCE_PATH_STYLE must be one of'],
    [
      { S3_BUCKET: 'images', S3_PUBLIC_URL: 'https://img.example.com/?v=1' },
      'S3_PUBLIC_URL must not have a query or a fragment',
    ],
    [
      { CORS_ORIGINS: 'https://app.example.com/' },
      'CORS_ORIGINS must be origins as browsers send them, scheme://host[:port] without a path',
    ],
    [{ CORS_ORIGINS: 'https://app.example.com/studios' }, 'CORS_ORIGINS must be origins'],
    [{ CORS_ORIGINS: '*' }, 'CORS_ORIGINS must be origins'],
    [{ CORS_ORIGINS: 'https://*.example.com' }, 'CORS_ORIGINS must be origins'],
    [{ CORS_ORIGINS: 'app.example.com' }, 'CORS_ORIGINS must be origins'],
    [{ CORS_ORIGINS: 'ftp://app.example.com' }, 'CORS_ORIGINS must be origins'],
    [{ CORS_ORIGINS: 'https://App.example.com' }, 'CORS_ORIGINS must be origins'],
    [{ CORS_ORIGINS: 'https://app.example.com,,null' }, 'CORS_ORIGINS must be origins'],
  ])('stops with a sentence naming the variable for %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.7,::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    [undefined, []],
    ['https://app.example.com', ['https://app.example.com']],
    [
      ' https://app.example.com , http://localhost:5173',
      ['https://app.example.com', 'http://localhost:5173'],
    ],
  ])('reads CORS_ORIGINS=%j as %j', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: value }).corsOrigins).toEqual(expected);
  });

  it('hashes passwords more cheaply than the standard cost outside production only', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '10', DATA_DIR: dataDir() })).toMatchObject({
      passwordHashCost: 10,
    });
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9', DATA_DIR: dataDir() })).toThrow(
      'PASSWORD_HASH_COST must be between 10 and 17',
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: '18', DATA_DIR: dataDir() })).toThrow(
      'PASSWORD_HASH_COST must be between 10 and 17',
    );
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
      PUBLIC_URL: 'https://studiohive.in',
      DATA_DIR: dataDir(),
    };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '14' })).toThrow(
      'PASSWORD_HASH_COST must be at least 15 when NODE_ENV=production',
    );
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '16' })).toMatchObject({
      passwordHashCost: 16,
    });
  });

  it('refuses demo accounts with public passwords in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        ALLOW_OUTBOX_IN_PRODUCTION: 'true',
        DEMO_DATA: 'true',
        DATA_DIR: dataDir(),
      }),
    ).toThrow('DEMO_DATA must not be true when NODE_ENV=production');
  });

  it('requires a JWT secret, real transports and the public address in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(
      'JWT_SECRET must be set when NODE_ENV=production',
    );
    const secret = 'x'.repeat(40);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, DATA_DIR: dataDir() }),
    ).toThrow('SMTP_URL and SMS_WEBHOOK_URL must be set');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        ALLOW_OUTBOX_IN_PRODUCTION: 'true',
        DATA_DIR: dataDir(),
      }),
    ).toThrow(
      'PUBLIC_URL must be set when NODE_ENV=production: the address of the site (for example https://studiohive.in)',
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        ALLOW_OUTBOX_IN_PRODUCTION: 'true',
        PUBLIC_URL: 'https://studiohive.in/',
        DATA_DIR: dataDir(),
      }),
    ).toMatchObject({ nodeEnv: 'production', publicUrl: 'https://studiohive.in' });
  });

  it('keeps images on disk unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
  });

  it('reads the S3 settings, with defaults', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'studio-images',
      S3_PUBLIC_URL: 'https://images.example.com/hive/',
    });
    expect(config.s3).toEqual({
      bucket: 'studio-images',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      publicUrl: 'https://images.example.com/hive',
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        S3_BUCKET: 'studio-images',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'http://127.0.0.1:9000/studio-images',
      }).s3,
    ).toEqual({
      bucket: 'studio-images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'http://127.0.0.1:9000/studio-images',
    });
  });

  it.each([
    [{ S3_BUCKET: 'studio-images' }, 'S3_PUBLIC_URL must be set when S3_BUCKET is set'],
    [
      { S3_PUBLIC_URL: 'https://images.example.com', S3_ENDPOINT: 'http://minio:9000' },
      'S3_BUCKET must be set when S3_ENDPOINT, S3_PUBLIC_URL are set',
    ],
    [
      {
        S3_BUCKET: 'studio-images',
        S3_PUBLIC_URL: 'https://images.example.com',
        S3_ACCESS_KEY_ID: 'key',
      },
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ],
  ])('stops on incomplete S3 settings %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });
});
