// The outside attack on the running product, kept as a script anyone can run against a local
// build: black-box over HTTP only, as an outsider would, with the demo accounts and accounts it
// signs up itself. Each attack prints what it tried, how many requests it took and whether the
// product held; the script exits 1 if any attack found a hole. The holes it once found are
// closed by decisions 026 to 030 in docs/decisions/ (bench/faults.md, bench/uploads.md,
// bench/notifications.md).
//
// Usage: npx tsx bench/attacks.ts [baseUrl]
//   Without baseUrl it starts the built server itself (apps/api/dist/server.mjs; `npm run build`
//   first) with demo data on the embedded database in a temporary DATA_DIR, with TRUST_PROXY=1
//   so each simulated client can come from its own address (X-Forwarded-For over loopback) and
//   REQUEST_TIMEOUT_SECONDS=5 so the slow-body attack takes seconds; for the source-map check it
//   also starts one in production mode. The sign-up codes are read from DATA_DIR/outbox.jsonl.
//   With baseUrl (a server with demo data), ATTACK_OUTBOX names its outbox (without it, the
//   attacks use the demo customers and skip what needs fresh accounts), ATTACK_JWT_SECRET its
//   secret (to forge validly signed tokens) and REQUEST_TIMEOUT_SECONDS its request timeout.
// Results: bench/attacks.md.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort } from '../apps/api/src/test/net';
import { UNPAGED_BOOKINGS_LIMIT } from '@studio-hive/domain';
import { CALENDAR_FEED_FETCHES_PER_HOUR } from '../apps/api/src/modules/bookings/calendar-feed.routes';
import { BUILT_SERVER, ROOT, spawnServer } from './server-process';

/** The demo studios a visitor sees once the background seeding is done (bench/startup.mjs). */
const LISTED_DEMO_STUDIOS = 24;
/** The server's defaults (README.md#configuration), which the script's own server keeps. */
const RATE_LIMIT_PER_MINUTE = 10;
const HEAVY_READS_PER_MINUTE = 120;
const OWN_REQUEST_TIMEOUT_SECONDS = 5;
const DEMO = {
  customer: { email: 'customer@demo.studiohive.in', password: 'Customer@123', role: 'customer' },
  owner: { email: 'owner@demo.studiohive.in', password: 'Owner@123', role: 'owner' },
  admin: { email: 'admin@demo.studiohive.in', password: 'Admin@123', role: 'admin' },
} as const;
/** Demo customers used only by the enumeration attack (a few wrong passwords each, under the pause). */
const DEMO_CUSTOMERS = ['priya', 'rohit', 'sneha'].map((name) => `${name}@demo.studiohive.in`);
/** A valid 1 × 1 PNG, the smallest image a studio form accepts. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// ---------------------------------------------------------------------------------------------
// The harness: HTTP as an outsider sends it, each simulated client from its own address.

type Role = 'customer' | 'owner' | 'admin';
type Reply = { status: number; headers: IncomingHttpHeaders; text: string; ms: number };
type Account = {
  id: string;
  email: string;
  password: string;
  token: string;
  role: Role;
  /** The phone number it signed up with (unknown for the demo accounts). */
  phone?: string;
};
type Send = {
  token?: string;
  json?: unknown;
  body?: string | Buffer;
  form?: FormData;
  headers?: Record<string, string>;
  /** The client's address, sent as X-Forwarded-For (honoured by a server with TRUST_PROXY). */
  from?: string;
};
type StudioJson = {
  _id: string;
  name: string;
  description: string;
  images: string[];
  isMasked: boolean;
  bookingMode: 'instant' | 'request';
  minimumDurationHours: number;
  instagramUsername: string | null;
  author?: string;
  location: { fullAddress: string | null; city: string; pinCode: string };
  packages: { key: string; price: number }[];
  addons: { key: string; price: number; maxQuantity?: number }[];
};
type OutboxMessage = { channel: 'email' | 'sms'; to: string; subject?: string; text: string };

class Harness {
  requests = 0;
  private nextAddress = randomInt(1, 200) * 256;

  constructor(
    readonly base: string,
    readonly outbox: string | undefined,
    readonly jwtSecret: string | undefined,
    readonly requestTimeoutSeconds: number,
    readonly startedItself: boolean,
    /** PUBLIC_URL, where the pages' absolute URLs must start; unset: the server's own address. */
    readonly publicUrl?: string,
  ) {}

  /** Whether an absolute URL the server wrote is its own: PUBLIC_URL, or loopback on its port. */
  isOwnUrl(url: string | undefined): boolean {
    if (!url) return false;
    if (this.publicUrl) return url.startsWith(`${this.publicUrl}/`);
    const { hostname, port } = new URL(url);
    return (
      ['localhost', '127.0.0.1', '[::1]'].includes(hostname) && port === new URL(this.base).port
    );
  }

  /** A new client address (198.18.0.0/15, the range set aside for benchmarks). */
  address(): string {
    this.nextAddress += 1;
    return `198.18.${(this.nextAddress >> 8) & 255}.${this.nextAddress & 255}`;
  }

  async send(method: string, path: string, options: Send = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.from) headers['x-forwarded-for'] = options.from;
    let body: RequestInit['body'] = options.form ?? options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    this.requests += 1;
    const started = performance.now();
    const response = await fetch(`${this.base}${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      text,
      ms: performance.now() - started,
    };
  }

  /**
   * A request exactly as written: the path is not normalised (fetch would resolve `..`), any Host
   * header may be sent, and the body comes back as sent, decoded here.
   */
  raw(path: string, headers: Record<string, string> = {}): Promise<Reply> {
    const url = new URL(this.base);
    this.requests += 1;
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, path, method: 'GET', headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const buffer = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const decoded =
              encoding === 'br'
                ? brotliDecompressSync(buffer)
                : encoding === 'gzip'
                  ? gunzipSync(buffer)
                  : buffer;
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: decoded.toString('utf8'),
              ms: performance.now() - started,
            });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  async login(email: string, password: string, role: Role): Promise<Account> {
    const reply = await this.send('POST', '/api/user/login', {
      json: { email, password, userType: role },
      from: this.address(),
    });
    if (reply.status !== 200) throw new Error(`login ${email}: ${reply.status} ${reply.text}`);
    const { token, user } = JSON.parse(reply.text) as { token: string; user: { _id: string } };
    return { id: user._id, email, password, token, role };
  }

  /** A new account, verified with the codes from the outbox. */
  async signUp(role: 'customer' | 'owner'): Promise<Account> {
    const email = `attack-${randomBytes(5).toString('hex')}@example.com`;
    const phone = indianMobile();
    const password = `Attack!${randomBytes(4).toString('hex')}A1`;
    const from = this.address();
    const signup = await this.send('POST', '/api/user/signup', {
      json: { name: `Attack ${role}`, email, password, phone, userType: role },
      from,
    });
    if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${signup.text}`);
    const [emailOtp, phoneOtp] = await Promise.all([this.code(email), this.code(phone)]);
    const verified = await this.send('POST', '/api/user/verify-otp', {
      json: { email, emailOtp, phoneOtp },
      from,
    });
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.text}`);
    const { token, user } = JSON.parse(verified.text) as { token: string; user: { _id: string } };
    return { id: user._id, email, password, token, role, phone };
  }

  /** The messages in the outbox so far (empty without one). */
  outboxMessages(): OutboxMessage[] {
    if (!this.outbox || !existsSync(this.outbox)) return [];
    return readFileSync(this.outbox, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxMessage);
  }

  /** The newest 6-digit code sent to an e-mail address or phone number, waiting for it to arrive. */
  async code(to: string): Promise<string> {
    for (let tries = 0; tries < 200; tries += 1) {
      const message = this.outboxMessages().findLast((m) => m.to.endsWith(to));
      const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
      if (code) return code;
      await sleep(50);
    }
    throw new Error(`no code for ${to} in the outbox`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const indianMobile = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
/** A date in India Standard Time, `days` from today. */
const istDate = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const tally = (statuses: number[]) => {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}×${status}`).join(', ');
};
const excerpt = (text: string, needle: string) => {
  const at = text.toLowerCase().indexOf(needle.toLowerCase());
  return at < 0 ? '' : JSON.stringify(text.slice(Math.max(0, at - 60), at + needle.length + 60));
};

// ---------------------------------------------------------------------------------------------
// The attacks: each records its holes as findings and returns its figures.

type Findings = { fail(evidence: string): void; skipped(reason: string): void };
type Fixture = {
  admin: Account;
  owner: Account;
  customer: Account;
  /** Every listed studio, unmasked, as the admin sees it (the real names and addresses). */
  real: StudioJson[];
  /** Fresh accounts signed up for this run; demo ones when there is no outbox. */
  customers: Account[];
  otherOwner: Account;
};
type Attack = {
  name: string;
  tried: string;
  run: (h: Harness, f: Fixture, findings: Findings) => Promise<string>;
};

const EVIL_HOST = 'evil.example';
/** The PUBLIC_URL of the production server the source-map attack starts. */
const PRODUCTION_URL = 'https://studiohive.example';

async function hostInjection(h: Harness, f: Fixture, findings: Findings) {
  const studio = f.real[0]!;
  const paths = ['/', '/studios', `/studios/${studio._id}`, `/studios/in/${citySlug(studio)}`];
  const forged: Record<string, string>[] = [
    { host: EVIL_HOST },
    { 'x-forwarded-host': EVIL_HOST },
    { host: EVIL_HOST, 'x-forwarded-host': EVIL_HOST, 'x-forwarded-proto': 'https' },
    { forwarded: `host=${EVIL_HOST};proto=https` },
  ];
  let checked = 0;
  for (const path of paths) {
    for (const headers of forged) {
      const reply = await h.raw(path, { ...headers, 'x-forwarded-for': h.address() });
      if (reply.status >= 500)
        findings.fail(`${path} with ${JSON.stringify(headers)}: ${reply.status}`);
      // The page must still name itself: a check that found no canonical would prove nothing.
      const urls = absoluteUrlsOf(reply.text);
      checked += urls.length;
      if (!urls.some((u) => u.what === 'canonical')) findings.fail(`${path}: no canonical link`);
      for (const { what, url } of urls) {
        if (!h.isOwnUrl(url))
          findings.fail(`${path} with ${JSON.stringify(headers)}: ${what} ${url}`);
      }
      if (
        reply.text.includes(EVIL_HOST) ||
        String(reply.headers.location ?? '').includes(EVIL_HOST)
      ) {
        findings.fail(`${path} with ${JSON.stringify(headers)}: ${excerpt(reply.text, EVIL_HOST)}`);
      }
    }
  }
  const feed = await h.send('GET', '/api/owner/calendar-feed', {
    token: f.owner.token,
    headers: { 'x-forwarded-host': EVIL_HOST },
  });
  const feedUrl = (JSON.parse(feed.text) as { url?: string }).url;
  if (!h.isOwnUrl(feedUrl)) findings.fail(`calendar feed address: ${feed.text}`);
  return `${paths.length} pages × ${forged.length} forged Host/X-Forwarded-Host/Forwarded sets, ${checked} canonical, og:* and JSON-LD URLs, and the calendar feed address: all on the site's own address`;
}

/** The absolute URLs a page writes about itself: canonical, og:url, og:image, and JSON-LD's. */
function absoluteUrlsOf(html: string): { what: string; url: string }[] {
  const urls: { what: string; url: string }[] = [];
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  if (canonical) urls.push({ what: 'canonical', url: canonical });
  for (const [, property, url] of html.matchAll(
    /<meta property="(og:url|og:image)" content="([^"]*)"/g,
  )) {
    urls.push({ what: property!, url: url!.replace(/&amp;/g, '&') });
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    for (const [, key, url] of json!.matchAll(/"(url|image|@id|item)":"(https?:[^"]+)"/g)) {
      urls.push({ what: `JSON-LD ${key!}`, url: url! });
    }
  }
  return urls;
}

const citySlug = (studio: StudioJson) =>
  encodeURIComponent(studio.location.city.toLowerCase().replace(/\s+/g, '-'));

/** The secrets of a masked studio an outsider must never see. */
function secretsOf(studio: StudioJson): { what: string; value: string; word: boolean }[] {
  return [
    { what: 'real name', value: studio.name, word: false },
    { what: 'address', value: studio.location.fullAddress ?? '', word: false },
    { what: 'PIN', value: studio.location.pinCode, word: true },
    { what: 'Instagram handle', value: studio.instagramUsername ?? '', word: true },
    { what: 'owner id', value: studio.author ?? '', word: false },
  ].filter((secret) => secret.value.length >= 3);
}

function leaks(text: string, secret: { value: string; word: boolean }): boolean {
  if (!secret.word) return text.toLowerCase().includes(secret.value.toLowerCase());
  const escaped = secret.value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\w.])${escaped}($|[^\\w])`, 'i').test(text);
}

async function maskedStudioLeaks(h: Harness, f: Fixture, findings: Findings) {
  const viewer = f.customers.at(-1);
  const viewers = [
    { who: 'guest', token: undefined, from: h.address() },
    ...(viewer && h.outbox
      ? [{ who: 'fresh customer', token: viewer.token, from: h.address() }]
      : []),
  ];
  if (viewers.length === 1) findings.skipped('no fresh customer without an outbox: guest only');
  const guestList = JSON.parse((await h.send('GET', '/api/studio')).text) as StudioJson[];
  const masked = guestList.filter((s) => s.isMasked);
  const real = new Map(f.real.map((s) => [s._id, s]));
  const secrets = masked.flatMap((m) => {
    const studio = real.get(m._id)!;
    // A real name the same as the masked one hides nothing.
    return secretsOf(studio)
      .filter((s) => !(s.what === 'real name' && s.value === m.name))
      .map((s) => ({ ...s, studio: m._id }));
  });
  const cities = [...new Set(f.real.map(citySlug))];
  const cityNames = [...new Set(f.real.map((s) => s.location.city))];
  const reads = [
    '/api/studio',
    '/api/studio?limit=5&page=2',
    '/api/studio/cities',
    `/api/studio?date=${istDate(1)}&start=10&hours=1`,
    ...cityNames.map((city) => `/api/studio?city=${encodeURIComponent(city)}`),
    ...masked.flatMap((s) => [`/api/studio/${s._id}`, `/api/review/studio/${s._id}`]),
    '/',
    '/studios',
    `/studios?date=${istDate(1)}&start=10&hours=1`,
    ...cities.map((city) => `/studios/in/${city}`),
    ...masked.map((s) => `/studios/${s._id}`),
  ];
  let scanned = 0;
  let searches = 0;
  const scan = (who: string, what: string, text: string) => {
    scanned += 1;
    for (const secret of secrets) {
      if (leaks(text, secret)) {
        findings.fail(
          `${what} as ${who}: ${secret.what} of ${secret.studio} ${excerpt(text, secret.value)}`,
        );
      }
    }
  };
  for (const { who, token, from } of viewers) {
    const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    for (const path of reads) {
      // Every encoding the server compresses to, each asked twice (the second from its caches).
      for (const encoding of ['identity', 'gzip', 'br', 'br']) {
        const reply = await h.raw(path, {
          ...auth,
          'accept-encoding': encoding,
          'x-forwarded-for': from,
        });
        scan(who, `${path} (${encoding})`, reply.text);
      }
    }
    if (token) {
      for (const s of masked) {
        scan(
          who,
          `/api/availability/${s._id}`,
          (await h.send('GET', `/api/availability/${s._id}`, { token, from })).text,
        );
      }
    }
    // Searching by words of a real name or address, or by the PIN or handle, finds the studio
    // only if what the viewer sees has them.
    for (const m of masked) {
      const studio = real.get(m._id)!;
      const visible = `${m.name} ${m.description}`.toLowerCase();
      const words = [
        ...`${studio.name} ${studio.location.fullAddress ?? ''}`.split(/[^\p{L}\p{N}]+/u),
        studio.location.pinCode,
        studio.instagramUsername ?? '',
      ].filter((word) => word.length >= 4 && !visible.includes(word.toLowerCase()));
      for (const word of new Set(words)) {
        const reply = await h.send('GET', `/api/studio?q=${encodeURIComponent(word)}`, {
          token,
          from,
        });
        searches += 1;
        const found = (JSON.parse(reply.text) as StudioJson[]).find((s) => s._id === m._id);
        if (found)
          findings.fail(`q=${word} as ${who} finds masked studio ${m._id} (${found.name})`);
      }
    }
  }
  return `${masked.length} masked studios, ${secrets.length} secrets; ${scanned} reads scanned (${viewers.map((v) => v.who).join(', ')}; identity, gzip, br, cached), ${searches} searches by hidden words: none found`;
}

/** A JWT signed with `secret` (HS256), or unsigned with alg none. */
function jwt(payload: object, secret: string | null): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const header = encode({ alg: secret === null ? 'none' : 'HS256', typ: 'JWT' });
  const body = encode(payload);
  if (secret === null) return `${header}.${body}.`;
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

async function authorization(h: Harness, f: Fixture, findings: Findings) {
  const ownStudios = JSON.parse(
    (await h.send('GET', '/api/owner/studios', { token: f.owner.token })).text,
  ) as StudioJson[];
  const studio = ownStudios[0]!;
  const bookings = JSON.parse(
    (await h.send('GET', '/api/booking/owner', { token: f.owner.token })).text,
  ) as {
    _id: string;
    customer: { _id: string } | null;
  }[];
  const booking = bookings.find((b) => b.customer?._id !== f.customer.id) ?? bookings[0]!;
  const form = new FormData();
  form.append('name', 'Taken Over Studio');
  const tries: {
    who: string;
    token: string;
    method: string;
    path: string;
    json?: unknown;
    form?: FormData;
  }[] = [];
  const adminRoutes = [
    ['GET', '/api/admin/bookings'],
    ['GET', '/api/admin/summary'],
    ['GET', '/api/admin/studios/pending'],
    ['GET', '/api/admin/studios/changes'],
    ['GET', '/api/admin/inquiries'],
    ['GET', '/api/admin/contact-messages'],
    ['PUT', `/api/admin/studios/${studio._id}/approve`],
    ['DELETE', `/api/admin/studios/${studio._id}/deny`],
    ['PUT', `/api/admin/studios/${studio._id}/changes/approve`],
    ['DELETE', `/api/admin/bookings/${booking._id}`],
  ] as const;
  for (const [who, account] of [
    ['another owner', f.otherOwner],
    ['the demo customer', f.customer],
  ] as const) {
    for (const [method, path] of adminRoutes)
      tries.push({ who, token: account.token, method, path });
    tries.push(
      { who, token: account.token, method: 'PUT', path: `/api/studio/${studio._id}`, form },
      {
        who,
        token: account.token,
        method: 'DELETE',
        path: `/api/studio/${studio._id}`,
        json: { cancelReason: 'taken over' },
      },
      { who, token: account.token, method: 'POST', path: `/api/booking/${booking._id}/accept` },
      {
        who,
        token: account.token,
        method: 'POST',
        path: `/api/booking/${booking._id}/decline`,
        json: { reason: 'not yours' },
      },
      { who, token: account.token, method: 'POST', path: `/api/booking/${booking._id}/no-show` },
      {
        who,
        token: account.token,
        method: 'POST',
        path: `/api/booking/${booking._id}/cancel`,
        json: { reason: 'not yours' },
      },
      {
        who,
        token: account.token,
        method: 'POST',
        path: `/api/booking/${booking._id}/reschedule`,
        json: { date: istDate(2), hours: [10], totalPrice: 1 },
      },
      {
        who,
        token: account.token,
        method: 'GET',
        path: `/api/booking/${booking._id}/calendar.ics`,
      },
    );
  }
  tries.push(
    {
      who: 'the demo customer',
      token: f.customer.token,
      method: 'GET',
      path: '/api/owner/studios',
    },
    {
      who: 'the demo customer',
      token: f.customer.token,
      method: 'GET',
      path: '/api/booking/owner',
    },
    {
      who: 'the demo customer',
      token: f.customer.token,
      method: 'GET',
      path: '/api/owner/calendar-feed',
    },
  );
  // A studio waiting for approval is seen by its owner and the admins only.
  const pending = JSON.parse(
    (await h.send('GET', '/api/admin/studios/pending', { token: f.admin.token })).text,
  ) as StudioJson[];
  for (const studio of pending.slice(0, 1)) {
    for (const [who, token] of [
      ['another owner', f.otherOwner.token],
      ['the demo customer', f.customer.token],
    ] as const) {
      tries.push(
        { who, token, method: 'GET', path: `/api/studio/${studio._id}` },
        { who, token, method: 'GET', path: `/api/availability/${studio._id}` },
      );
    }
  }
  // Forged sessions, each on an admin route: any 2xx is a hole, and so is anything but 401.
  const [, payload, signature] = f.customer.token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const forged: [string, string, number][] = [
    [
      'alg none, admin id and role',
      jwt({ id: f.admin.id, role: 'admin', iat: now, exp: now + 3600 }, null),
      401,
    ],
    [
      'role claim edited to admin, signature kept',
      `${jwt({ alg: 'HS256', typ: 'JWT' }, null).split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`,
      401,
    ],
    [
      'signed with another secret',
      jwt(
        { ...claims, id: f.admin.id, role: 'admin' },
        'a-guess-at-the-secret-that-is-long-enough',
      ),
      401,
    ],
    ['signature stripped', f.customer.token.split('.').slice(0, 2).join('.') + '.', 401],
  ];
  if (h.jwtSecret) {
    forged.push(
      [
        'validly signed, expired (admin)',
        jwt(
          { id: f.admin.id, role: 'admin', pwc: 0, iat: now - 8 * 86400, exp: now - 86400 },
          h.jwtSecret,
        ),
        401,
      ],
      [
        'validly signed, no exp (admin)',
        jwt({ id: f.admin.id, role: 'admin', pwc: 0, iat: now }, h.jwtSecret),
        401,
      ],
      // The stored role counts, not the claim: a customer's id claiming admin stays a customer.
      [
        'validly signed, customer id claiming admin',
        jwt({ ...claims, role: 'admin' }, h.jwtSecret),
        403,
      ],
    );
  } else {
    findings.skipped(
      'no JWT secret: the validly signed forgeries (expired, edited role) were not tried',
    );
  }
  const outcomes: number[] = [];
  for (const attempt of tries) {
    const reply = await h.send(attempt.method, attempt.path, {
      token: attempt.token,
      json: attempt.json,
      form: attempt.form,
    });
    outcomes.push(reply.status);
    if (reply.status < 400 || reply.status >= 500) {
      findings.fail(
        `${attempt.who}: ${attempt.method} ${attempt.path} → ${reply.status} ${reply.text.slice(0, 160)}`,
      );
    }
  }
  for (const [what, token, expected] of forged) {
    const reply = await h.send('GET', '/api/admin/bookings', { token });
    outcomes.push(reply.status);
    if (reply.status !== expected)
      findings.fail(
        `token ${what}: GET /api/admin/bookings → ${reply.status}, expected ${expected}`,
      );
  }
  // Nothing the refused calls aimed at changed.
  const after = await h.send('GET', `/api/studio/${studio._id}`, { token: f.owner.token });
  if (after.status !== 200 || !after.text.includes(studio.name))
    findings.fail(`the owner's studio changed: ${after.status}`);
  return `${tries.length} owner/admin calls on another's studio and booking (${tally(outcomes.slice(0, tries.length))}); ${forged.length} forged tokens (${tally(outcomes.slice(tries.length))})`;
}

type Slot = { studio: StudioJson; date: string; hours: number[] };

/** A booking of the slot's hours with the studio's first package and no add-ons, unpriced. */
const bookingOf = (slot: Slot) => ({
  studio: slot.studio._id,
  date: slot.date,
  hours: slot.hours,
  packageKey: slot.studio.packages[0]!.key,
  addons: [],
});

/**
 * Free runs of `length` hours (at least the studio's minimum), at most one a day, on days at
 * least `fromDay` days ahead: up to `count` of them.
 */
async function freeRuns(
  h: Harness,
  token: string,
  studio: StudioJson,
  fromDay: number,
  { length = 1, count = 1 } = {},
): Promise<Slot[]> {
  const days = JSON.parse(
    (await h.send('GET', `/api/availability/${studio._id}`, { token })).text,
  ) as {
    date: string;
    hours: number[];
  }[];
  const runLength = Math.max(length, studio.minimumDurationHours);
  const runs: Slot[] = [];
  for (const day of days.filter((d) => d.date >= istDate(fromDay))) {
    const start = day.hours.find((first) =>
      Array.from({ length: runLength }, (_, i) => first + i).every((hour) =>
        day.hours.includes(hour),
      ),
    );
    if (start === undefined) continue;
    runs.push({
      studio,
      date: day.date,
      hours: Array.from({ length: runLength }, (_, i) => start + i),
    });
    if (runs.length === count) break;
  }
  return runs;
}

/** The first free run of the studio's minimum hours, at least `fromDay` days ahead. */
async function freeSlot(
  h: Harness,
  token: string,
  studio: StudioJson,
  fromDay: number,
): Promise<Slot | null> {
  return (await freeRuns(h, token, studio, fromDay))[0] ?? null;
}

/** The server's total for a booking, as any client learns it: from the price-mismatch answer. */
async function serverTotal(
  h: Harness,
  token: string,
  booking: Record<string, unknown>,
): Promise<number | null> {
  const reply = await h.send('POST', '/api/booking', {
    token,
    json: { ...booking, totalPrice: 1 },
  });
  const total = /total is now ₹([\d,]+)/.exec(reply.text)?.[1];
  return total ? Number(total.replace(/,/g, '')) : null;
}

async function priceTampering(h: Harness, f: Fixture, findings: Findings) {
  const customer = f.customers[0]!;
  const guestList = JSON.parse((await h.send('GET', '/api/studio')).text) as StudioJson[];
  const statuses: number[] = [];
  const checks: string[] = [];
  for (const mode of ['instant', 'request'] as const) {
    let slot: Slot | null = null;
    for (const studio of guestList.filter((s) => s.bookingMode === mode)) {
      slot = await freeSlot(h, customer.token, studio, 3);
      if (slot) break;
    }
    if (!slot) {
      findings.skipped(`no free ${mode} studio hours`);
      continue;
    }
    const booking = bookingOf(slot);
    const total = await serverTotal(h, customer.token, booking);
    if (total === null) {
      findings.fail(`${mode}: a totalPrice of ₹1 was not answered with the server's price`);
      continue;
    }
    const refused: [string, Record<string, unknown>][] = [
      ['totalPrice ₹1', { ...booking, totalPrice: 1 }],
      ['totalPrice negative', { ...booking, totalPrice: -total }],
      ['totalPrice as text', { ...booking, totalPrice: `${total - 1}` }],
      ['paymentStatus paid', { ...booking, totalPrice: total, paymentStatus: 'paid' }],
      ['packageKey not offered', { ...booking, totalPrice: total, packageKey: 'Free Cam' }],
    ];
    const addon = slot.studio.addons.find((a) => a.price > 0);
    if (addon) {
      refused.push(
        [
          'add-on priced ₹0 by the client',
          { ...booking, addons: [{ key: addon.key, quantity: 1, price: 0 }], totalPrice: total },
        ],
        [
          'add-on quantity negative',
          {
            ...booking,
            addons: [{ key: addon.key, quantity: -5 }],
            totalPrice: total - 5 * addon.price,
          },
        ],
      );
    }
    for (const [what, body] of refused) {
      const reply = await h.send('POST', '/api/booking', { token: customer.token, json: body });
      statuses.push(reply.status);
      if (reply.status !== 400)
        findings.fail(`${mode}: ${what} → ${reply.status} ${reply.text.slice(0, 200)}`);
    }
    // Fields only the server may set: ignored or refused, never taken.
    const reply = await h.send('POST', '/api/booking', {
      token: customer.token,
      json: {
        ...booking,
        totalPrice: total,
        status: 'confirmed',
        basePrice: 1,
        addonsTotal: 0,
        paymentStatus: 'payAtStudio',
        cancelledBy: null,
        customer: f.customer.id,
      },
    });
    statuses.push(reply.status);
    if (reply.status === 201) {
      const made = (JSON.parse(reply.text) as { booking: Record<string, unknown> }).booking;
      const expectedStatus = mode === 'instant' ? 'confirmed' : 'requested';
      if (
        made.totalPrice !== total ||
        made.status !== expectedStatus ||
        made.paymentStatus !== 'payAtStudio' ||
        (made.customer as { _id: string } | null)?._id !== customer.id
      ) {
        findings.fail(
          `${mode}: server-set fields taken from the client: ${JSON.stringify(made).slice(0, 300)}`,
        );
      }
      checks.push(`${mode}: booked at ₹${String(made.totalPrice)}, ${String(made.status)}`);
    } else if (reply.status !== 400) {
      findings.fail(`${mode}: extra fields → ${reply.status} ${reply.text.slice(0, 200)}`);
    } else {
      checks.push(`${mode}: extra fields refused`);
    }
  }
  return `POST /api/booking tampered ${statuses.length} ways (${tally(statuses)}); ${checks.join('; ')}`;
}

async function bookingRaces(h: Harness, f: Fixture, findings: Findings) {
  const racers = f.customers.slice(1, 9);
  const guestList = JSON.parse((await h.send('GET', '/api/studio')).text) as StudioJson[];
  const figures: string[] = [];
  for (const mode of ['instant', 'request'] as const) {
    let slot: Slot | null = null;
    // From the end of the list: the price attack took the first studios' hours.
    for (const studio of guestList.filter((s) => s.bookingMode === mode).reverse()) {
      slot = await freeSlot(h, racers[0]!.token, studio, 4);
      if (slot) break;
    }
    if (!slot) {
      findings.skipped(`no free ${mode} studio hours to race for`);
      continue;
    }
    const booking = bookingOf(slot);
    const total = await serverTotal(h, racers[0]!.token, booking);
    const replies = await Promise.all(
      racers.map((racer) =>
        h.send('POST', '/api/booking', {
          token: racer.token,
          json: { ...booking, totalPrice: total },
        }),
      ),
    );
    const winners = replies.filter((r) => r.status === 201).length;
    const losers = replies.filter((r) => r.status === 409).length;
    if (winners !== 1 || losers !== racers.length - 1) {
      findings.fail(
        `${mode}: ${racers.length} concurrent bookings of ${slot.date} ${slot.hours.join(',')} → ${tally(replies.map((r) => r.status))}`,
      );
    }
    // The admin's list says the same: one booking holds those hours.
    const name = f.real.find((s) => s._id === slot.studio._id)!.name;
    const held = (
      JSON.parse(
        (
          await h.send('GET', `/api/admin/bookings?q=${encodeURIComponent(name)}&when=upcoming`, {
            token: f.admin.token,
          })
        ).text,
      ) as {
        date: string;
        hours: number[];
        status: string;
        studio: { _id: string } | null;
      }[]
    ).filter(
      (b) =>
        b.studio?._id === slot.studio._id &&
        b.date === slot.date &&
        ['confirmed', 'requested'].includes(b.status) &&
        b.hours.some((hour) => slot.hours.includes(hour)),
    );
    if (held.length !== 1)
      findings.fail(`${mode}: ${held.length} bookings hold ${slot.date} ${slot.hours.join(',')}`);
    figures.push(
      `${mode}: ${racers.length} at once → ${tally(replies.map((r) => r.status))}, ${held.length} held`,
    );
  }
  return figures.join('; ');
}

async function rateLimits(h: Harness, f: Fixture, findings: Findings) {
  const figures: string[] = [];
  // Login flood from one address, each with another unknown e-mail (so no account pause counts).
  const flooder = h.address();
  const logins: Reply[] = [];
  for (let i = 0; i < RATE_LIMIT_PER_MINUTE + 5; i += 1) {
    logins.push(
      await h.send('POST', '/api/user/login', {
        json: {
          email: `nobody-${i}-${randomBytes(3).toString('hex')}@example.com`,
          password: 'Wrong!pass1',
          userType: 'customer',
        },
        from: flooder,
      }),
    );
  }
  const firstLimited = logins.findIndex((r) => r.status === 429);
  if (
    firstLimited < 0 ||
    firstLimited > RATE_LIMIT_PER_MINUTE ||
    !logins[firstLimited]!.headers['retry-after']
  ) {
    findings.fail(
      `login flood: ${tally(logins.map((r) => r.status))}, first 429 at ${firstLimited + 1}`,
    );
  }
  figures.push(`login flood: ${tally(logins.map((r) => r.status))}`);

  // Free-time search flood from one address.
  const searcher = h.address();
  const searches: number[] = [];
  for (let batch = 0; batch < (HEAVY_READS_PER_MINUTE + 10) / 10; batch += 1) {
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.send('GET', `/api/studio?date=${istDate(1 + (i % 5))}&start=${9 + (i % 8)}&hours=1`, {
          from: searcher,
        }),
      ),
    );
    searches.push(...replies.map((r) => r.status));
  }
  const served = searches.filter((s) => s === 200).length;
  if (served > HEAVY_READS_PER_MINUTE || !searches.includes(429))
    findings.fail(`free-time search flood: ${tally(searches)}`);
  figures.push(`free-time searches: ${tally(searches)}`);

  if (!h.outbox) {
    findings.skipped('no outbox: the sign-up and code floods were not counted');
    return figures.join('; ');
  }
  const sent = (to: (m: OutboxMessage) => boolean) => h.outboxMessages().filter(to).length;
  const before = h.outboxMessages().length;
  // Sign-up flood from one address, a new e-mail and phone each time.
  const signupFlooder = h.address();
  const signups: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const reply = await h.send('POST', '/api/user/signup', {
      json: {
        name: 'Flood',
        email: `flood-${randomBytes(4).toString('hex')}@example.com`,
        password: 'Flood!pass-77',
        phone: indianMobile(),
        userType: 'customer',
      },
      from: signupFlooder,
    });
    signups.push(reply.status);
  }
  await sleep(500);
  const floodMessages = h.outboxMessages().length - before;
  if (signups.filter((s) => s === 201).length > RATE_LIMIT_PER_MINUTE)
    findings.fail(`sign-up flood from one address: ${tally(signups)}`);
  figures.push(`20 sign-ups from one address: ${tally(signups)}, ${floodMessages} messages sent`);

  // One phone number bombed with texts by sign-ups from many addresses.
  const victimPhone = indianMobile();
  const phoneBomb: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const reply = await h.send('POST', '/api/user/signup', {
      json: {
        name: 'Bomb',
        email: `bomb-${randomBytes(4).toString('hex')}@example.com`,
        password: 'Flood!pass-77',
        phone: victimPhone,
        userType: 'customer',
      },
      from: h.address(),
    });
    phoneBomb.push(reply.status);
  }
  await sleep(500);
  const texts = sent((m) => m.channel === 'sms' && m.to.endsWith(victimPhone));
  if (texts > 3) findings.fail(`one phone number got ${texts} texts from 8 sign-ups`);
  figures.push(`8 sign-ups to one phone from 8 addresses: ${tally(phoneBomb)}, ${texts} SMS to it`);

  // One mailbox bombed with codes: sign-ups and password resets from many addresses.
  const victimEmail = `victim-${randomBytes(4).toString('hex')}@example.com`;
  const mailBomb: number[] = [];
  for (let i = 0; i < 14; i += 1) {
    const reply = await h.send('POST', '/api/user/signup', {
      json: {
        name: 'Bomb',
        email: victimEmail,
        password: 'Flood!pass-77',
        phone: indianMobile(),
        userType: 'customer',
      },
      from: h.address(),
    });
    mailBomb.push(reply.status);
  }
  const resets: number[] = [];
  for (let i = 0; i < 14; i += 1) {
    resets.push(
      (
        await h.send('POST', '/api/user/forgot-password', {
          json: { email: f.customers[0]!.email },
          from: h.address(),
        })
      ).status,
    );
  }
  await sleep(500);
  const mails = sent((m) => m.channel === 'email' && m.to === victimEmail);
  const resetMails = sent(
    (m) =>
      m.channel === 'email' && m.to === f.customers[0]!.email && /reset/i.test(m.subject ?? ''),
  );
  if (mails > 10) findings.fail(`one e-mail got ${mails} sign-up codes from 14 sign-ups`);
  if (resetMails > 10) findings.fail(`one account got ${resetMails} reset codes from 14 requests`);
  figures.push(
    `14 sign-ups to one e-mail: ${tally(mailBomb)}, ${mails} e-mails; 14 resets of one account: ${tally(resets)}, ${resetMails} e-mails`,
  );

  // Guessing a sign-up code: after the allowed wrong tries even the right code is refused.
  const guessEmail = `guess-${randomBytes(4).toString('hex')}@example.com`;
  const guessPhone = indianMobile();
  await h.send('POST', '/api/user/signup', {
    json: {
      name: 'Guess',
      email: guessEmail,
      password: 'Guess!pass-77',
      phone: guessPhone,
      userType: 'customer',
    },
    from: h.address(),
  });
  const [emailOtp, phoneOtp] = [await h.code(guessEmail), await h.code(guessPhone)];
  const guesses: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    const wrong = String((Number(emailOtp) + 1 + i) % 1e6).padStart(6, '0');
    guesses.push(
      (
        await h.send('POST', '/api/user/verify-otp', {
          json: { email: guessEmail, emailOtp: wrong, phoneOtp },
          from: h.address(),
        })
      ).status,
    );
  }
  const right = await h.send('POST', '/api/user/verify-otp', {
    json: { email: guessEmail, emailOtp, phoneOtp },
    from: h.address(),
  });
  if (guesses.includes(200) || right.status === 200)
    findings.fail(`code guessing: ${tally(guesses)}, then the right code → ${right.status}`);
  figures.push(
    `8 wrong sign-up codes: ${tally(guesses)}, the right one after them → ${right.status}`,
  );
  return figures.join('; ');
}

async function accountEnumeration(h: Harness, f: Fixture, findings: Findings) {
  // Interleaved, each from a new address: the same status and body, and timing within noise.
  const existing: Reply[] = [];
  const unknown: Reply[] = [];
  // Two wrong passwords per demo account a run: two runs within 15 minutes stay under the pause.
  for (let round = 0; round < 2; round += 1) {
    for (const email of DEMO_CUSTOMERS) {
      const body = (address: string) => ({
        email: address,
        password: `Wrong!pass${round}`,
        userType: 'customer',
      });
      existing.push(
        await h.send('POST', '/api/user/login', { json: body(email), from: h.address() }),
      );
      unknown.push(
        await h.send('POST', '/api/user/login', {
          json: body(`ghost-${randomBytes(4).toString('hex')}@demo.studiohive.in`),
          from: h.address(),
        }),
      );
    }
  }
  const resetExisting: Reply[] = [];
  const resetUnknown: Reply[] = [];
  for (let round = 0; round < 2; round += 1) {
    for (const email of [...DEMO_CUSTOMERS, f.customer.email]) {
      resetExisting.push(
        await h.send('POST', '/api/user/forgot-password', { json: { email }, from: h.address() }),
      );
      resetUnknown.push(
        await h.send('POST', '/api/user/forgot-password', {
          json: { email: `ghost-${randomBytes(4).toString('hex')}@demo.studiohive.in` },
          from: h.address(),
        }),
      );
    }
  }
  const figures: string[] = [];
  for (const [what, a, b] of [
    ['login', existing, unknown],
    ['forgot-password', resetExisting, resetUnknown],
  ] as const) {
    const shape = (r: Reply) => `${r.status} ${r.text.replace(/"requestId":"[^"]*"/, '')}`;
    const shapesA = new Set(a.map(shape));
    const shapesB = new Set(b.map(shape));
    if (shapesA.size !== 1 || shapesB.size !== 1 || [...shapesA][0] !== [...shapesB][0]) {
      findings.fail(
        `${what}: existing ${[...shapesA].join(' | ')} vs unknown ${[...shapesB].join(' | ')}`,
      );
    }
    const [ma, mb] = [median(a.map((r) => r.ms)), median(b.map((r) => r.ms))];
    // Noise: the spread of each side's middle half; a gap beyond it and 25 ms would tell.
    const spread = (values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      return sorted[Math.floor(sorted.length * 0.75)]! - sorted[Math.floor(sorted.length * 0.25)]!;
    };
    const noise = Math.max(25, spread(a.map((r) => r.ms)), spread(b.map((r) => r.ms)));
    if (Math.abs(ma - mb) > noise)
      findings.fail(
        `${what} timing: existing median ${ma.toFixed(0)} ms vs unknown ${mb.toFixed(0)} ms (noise ${noise.toFixed(0)} ms)`,
      );
    figures.push(
      `${what}: ${a.length}+${b.length} tries, same ${[...shapesA][0]!.slice(0, 3)} and body; median ${ma.toFixed(0)} vs ${mb.toFixed(0)} ms (noise ±${noise.toFixed(0)})`,
    );
  }
  return figures.join('; ');
}

const SCRIPT =
  '<script>alert("hive-xss")</script><img src=x onerror=alert(1)></script><script>alert(2)</script>';
const RAW_MARKERS = ['<script>alert(', '<img src=x onerror', '</script><script>alert(2)'];

const FORM_PACKAGES = [
  { key: '1 Cam', price: 1800 },
  { key: '2 Cam', price: 2400 },
  { key: '3 Cam', price: 3200 },
];
const FORM_ADDON = { key: 'edit', name: 'Editing', price: 100 };
const FORM_LOCATION = {
  fullAddress: '1 Test Lane',
  city: 'New Delhi',
  state: 'Delhi',
  pinCode: '110017',
};

/** A valid studio form: these fields, replaced or added to by `fields`, and one image. */
function studioForm(fields: Record<string, unknown> = {}, { image = true } = {}): FormData {
  const form = new FormData();
  const all: Record<string, unknown> = {
    name: 'Attack Sound Room',
    description: 'Treated room.',
    amenities: ['Wi-Fi'],
    operationalHours: { start: 9, end: 18 },
    packages: FORM_PACKAGES,
    addons: [FORM_ADDON],
    location: FORM_LOCATION,
    availability: [{ date: istDate(5), slots: [{ hour: 10, isAvailable: true }] }],
    ...fields,
  };
  for (const [name, value] of Object.entries(all))
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  if (image) form.append('images', new Blob([TINY_PNG], { type: 'image/png' }), 'x.png');
  return form;
}

async function storedScript(h: Harness, f: Fixture, findings: Findings) {
  const form = studioForm({
    name: `Sound ${SCRIPT}`.slice(0, 100),
    description: `Treated room. ${SCRIPT}`,
    rules: SCRIPT,
    equipments: [SCRIPT.slice(0, 80)],
    packages: [{ ...FORM_PACKAGES[0], description: SCRIPT }, ...FORM_PACKAGES.slice(1)],
    addons: [{ key: 'x', name: SCRIPT.slice(0, 60), price: 100 }],
    location: { ...FORM_LOCATION, fullAddress: SCRIPT },
  });
  const created = await h.send('POST', '/api/studio', { token: f.otherOwner.token, form });
  const pages: string[] = [];
  const statuses: number[] = [created.status];
  let shown = 0;
  const check = async (path: string, auth?: string) => {
    const reply = await h.raw(path, {
      'x-forwarded-for': h.address(),
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    });
    pages.push(path);
    statuses.push(reply.status);
    // JSON is never read as a page: its type says so and browsers may not sniff another.
    if (path.startsWith('/api/')) {
      const type = String(reply.headers['content-type']);
      const sniff = reply.headers['x-content-type-options'];
      if (!type.startsWith('application/json') || sniff !== 'nosniff') {
        findings.fail(`${path}: served as ${type}, X-Content-Type-Options ${String(sniff)}`);
      }
      return;
    }
    if (reply.text.includes('hive-xss')) shown += 1;
    for (const marker of RAW_MARKERS) {
      if (reply.text.includes(marker))
        findings.fail(`${path}: unescaped ${excerpt(reply.text, marker)}`);
    }
  };
  if (created.status === 201) {
    const studioId = (JSON.parse(created.text) as { studio: { _id: string } }).studio._id;
    statuses.push(
      (await h.send('PUT', `/api/admin/studios/${studioId}/approve`, { token: f.admin.token }))
        .status,
    );
    const review = await h.send('POST', '/api/review', {
      token: f.customers[0]!.token,
      json: { studio: studioId, rating: 5, description: `Great. ${SCRIPT}` },
    });
    statuses.push(review.status);
    for (const path of [
      `/studios/${studioId}`,
      '/studios',
      '/studios/in/new-delhi',
      '/',
      `/api/studio/${studioId}`,
      `/api/review/studio/${studioId}`,
    ])
      await check(path);
    await check(`/api/studio/${studioId}`, f.otherOwner.token);
  } else if (created.status !== 400) {
    findings.fail(`a studio form full of markup → ${created.status} ${created.text.slice(0, 200)}`);
  }
  // Inquiries and contact messages come back to the admins as JSON, never as a page.
  const inquiry = await h.send('POST', '/api/studio-inquiry', {
    json: {
      name: `Ravi ${SCRIPT}`.slice(0, 100),
      whatsapp: indianMobile(),
      location: SCRIPT,
      hasRoom: 'yes',
      needsHelp: 'no',
    },
    from: h.address(),
  });
  statuses.push(inquiry.status);
  await check('/api/admin/inquiries', f.admin.token);
  return `studio form (name, description, rules, package, add-on, address), review, inquiry with markup (${tally(statuses)}); ${pages.length} pages and reads checked, the payload shown (escaped) on ${shown} pages`;
}

/** Sends `head` at once, then one byte of `trickle` every 500 ms; resolves with what the server said and when. */
function trickle(h: Harness, head: string, trickleBytes: string, limitSeconds: number) {
  const url = new URL(h.base);
  h.requests += 1;
  return new Promise<{ answer: string; seconds: number }>((resolve) => {
    const started = performance.now();
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    let sentBytes = 0;
    const timer = setInterval(() => {
      if (sentBytes < trickleBytes.length) socket.write(trickleBytes[sentBytes++]!);
    }, 500);
    const done = () => {
      clearInterval(timer);
      resolve({
        answer: answer.split('\r\n')[0] ?? '',
        seconds: (performance.now() - started) / 1000,
      });
    };
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', done);
    socket.on('error', () => undefined);
    setTimeout(() => socket.destroy(), (limitSeconds + 10) * 1000);
  });
}

async function slowBodies(h: Harness, _f: Fixture, findings: Findings) {
  const limit = h.requestTimeoutSeconds;
  // Node checks every half timeout (at most 30 s): closed within 1.5 × the timeout, plus slack.
  const deadline = limit * 1.5 + 2;
  const host = new URL(h.base).host;
  const cases = [
    [
      'trickled body',
      `POST /api/user/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{`,
      'x'.repeat(4000),
    ],
    [
      'trickled headers',
      `GET /api/health HTTP/1.1\r\nHost: ${host}\r\n`,
      'X-Slow: ' + 'a'.repeat(4000),
    ],
  ] as const;
  const results = await Promise.all(
    cases.map(([, head, rest]) => trickle(h, head, rest, deadline)),
  );
  const figures: string[] = [];
  results.forEach((result, i) => {
    const [what] = cases[i]!;
    if (!result.answer.includes(' 408 ') || result.seconds > deadline) {
      findings.fail(
        `${what}: "${result.answer || 'no answer'}" after ${result.seconds.toFixed(1)} s (timeout ${limit} s)`,
      );
    }
    figures.push(
      `${what}: ${result.answer.replace('HTTP/1.1 ', '') || 'closed'} after ${result.seconds.toFixed(1)} s`,
    );
  });
  return `REQUEST_TIMEOUT_SECONDS ${limit}: ${figures.join('; ')}`;
}

async function oversizedAndMalformed(h: Harness, f: Fixture, findings: Findings) {
  const json = 'application/json';
  const deep = '['.repeat(200_000) + ']'.repeat(200_000);
  const deepObject = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
  const boundary = '----hive';
  const part = (headers: string, content: string) =>
    `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  const multipart = `multipart/form-data; boundary=${boundary}`;
  const cases: {
    what: string;
    method: string;
    path: string;
    type?: string;
    body: string | Buffer;
    token?: string;
  }[] = [
    {
      what: '2 MB JSON (login)',
      method: 'POST',
      path: '/api/user/login',
      type: json,
      body: JSON.stringify({
        email: 'a@b.in',
        password: 'x',
        userType: 'customer',
        pad: 'x'.repeat(2 * 1024 * 1024),
      }),
    },
    {
      what: '2 MB JSON (booking)',
      method: 'POST',
      path: '/api/booking',
      type: json,
      token: f.customer.token,
      body: JSON.stringify({ studio: f.real[0]!._id, hours: Array(300_000).fill(10) }),
    },
    {
      what: '2 MB JSON (public form)',
      method: 'POST',
      path: '/api/contact',
      type: json,
      body: JSON.stringify({ name: 'x', message: 'x'.repeat(2 * 1024 * 1024) }),
    },
    {
      what: 'arrays nested 200,000 deep',
      method: 'POST',
      path: '/api/booking',
      type: json,
      token: f.customer.token,
      body: deep,
    },
    {
      what: 'objects nested 100,000 deep',
      method: 'POST',
      path: '/api/review',
      type: json,
      token: f.customer.token,
      body: deepObject,
    },
    {
      what: 'not JSON',
      method: 'POST',
      path: '/api/user/login',
      type: json,
      body: '{"email": "a@b.in", ',
    },
    {
      what: 'JSON array body',
      method: 'POST',
      path: '/api/booking',
      type: json,
      token: f.customer.token,
      body: '[1,2,3]',
    },
    {
      what: 'invalid UTF-8',
      method: 'POST',
      path: '/api/review',
      type: json,
      token: f.customer.token,
      body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    {
      what: 'NUL in text',
      method: 'POST',
      path: '/api/review',
      type: json,
      token: f.customer.token,
      body: JSON.stringify({ studio: f.real[0]!._id, rating: 5, description: 'a\u0000b' }),
    },
    {
      what: '__proto__ keys',
      method: 'POST',
      path: '/api/booking',
      type: json,
      token: f.customer.token,
      body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
    },
    {
      what: 'multipart without boundary',
      method: 'POST',
      path: '/api/studio',
      type: 'multipart/form-data',
      token: f.otherOwner.token,
      body: 'garbage',
    },
    {
      what: 'multipart, garbage body',
      method: 'POST',
      path: '/api/studio',
      type: multipart,
      token: f.otherOwner.token,
      body: 'no parts here at all',
    },
    {
      what: 'multipart, truncated',
      method: 'POST',
      path: '/api/studio',
      type: multipart,
      token: f.otherOwner.token,
      body:
        part('Content-Disposition: form-data; name="name"', 'Half') +
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`,
    },
    {
      what: 'multipart, file named ../../x',
      method: 'POST',
      path: '/api/studio',
      type: multipart,
      token: f.otherOwner.token,
      body:
        part(
          'Content-Disposition: form-data; name="images"; filename="../../../etc/passwd"\r\nContent-Type: image/png',
          'not a png',
        ) + `--${boundary}--\r\n`,
    },
    {
      what: 'multipart, 10,000 fields',
      method: 'POST',
      path: '/api/studio',
      type: multipart,
      token: f.otherOwner.token,
      body:
        Array.from({ length: 10_000 }, (_, i) =>
          part(`Content-Disposition: form-data; name="f${i}"`, 'x'),
        ).join('') + `--${boundary}--\r\n`,
    },
    {
      what: 'multipart, 600 KB field',
      method: 'POST',
      path: '/api/studio',
      type: multipart,
      token: f.otherOwner.token,
      body:
        part('Content-Disposition: form-data; name="description"', 'x'.repeat(600 * 1024)) +
        `--${boundary}--\r\n`,
    },
    {
      what: 'multipart to a JSON route',
      method: 'POST',
      path: '/api/booking',
      type: multipart,
      token: f.customer.token,
      body: part('Content-Disposition: form-data; name="studio"', 'x') + `--${boundary}--\r\n`,
    },
    {
      what: 'XML',
      method: 'POST',
      path: '/api/user/login',
      type: 'application/xml',
      body: '<login/>',
    },
  ];
  const statuses: number[] = [];
  for (const c of cases) {
    const headers: Record<string, string> = c.type ? { 'content-type': c.type } : {};
    const reply = await h
      .send(c.method, c.path, { token: c.token, body: c.body, headers, from: h.address() })
      .catch((error: unknown) => ({ status: 0, text: String(error) }) as Reply);
    statuses.push(reply.status);
    if (reply.status < 400 || reply.status >= 500)
      findings.fail(`${c.what}: ${reply.status} ${reply.text.slice(0, 160)}`);
  }
  // A long query string and a long header: refused by the HTTP parser, still not a 5xx.
  for (const headers of [{ 'x-long': 'x'.repeat(64 * 1024) }, {}] as Record<string, string>[]) {
    const path = Object.keys(headers).length
      ? '/api/studio'
      : `/api/studio?q=${'x'.repeat(64 * 1024)}`;
    const reply = await h.raw(path, headers).catch(() => ({ status: 0 }) as Reply);
    statuses.push(reply.status);
    if (reply.status >= 500) findings.fail(`${path.slice(0, 40)}…: ${reply.status}`);
  }
  const health = await h.send('GET', '/api/health');
  if (health.status !== 200) findings.fail(`health after the malformed requests: ${health.status}`);
  return `${statuses.length} requests: ${tally(statuses)}; health 200 after`;
}

async function pathTraversal(h: Harness, f: Fixture, findings: Findings) {
  // The files that are served still are (else a 404 for everything would pass).
  const image = f.real[0]!.images[0]!;
  const served = await h.raw(new URL(image, h.base).pathname);
  if (served.status !== 200 || !String(served.headers['content-type']).startsWith('image/')) {
    findings.fail(
      `a studio image ${image}: ${served.status} ${String(served.headers['content-type'])}`,
    );
  }
  return traversals(h, findings, h.jwtSecret ? [h.jwtSecret] : []);
}

/** Encoded `../` toward files outside /uploads and /assets: none may be served, nor a 5xx. */
async function traversals(h: Harness, findings: Findings, secrets: string[]) {
  const targets = [
    'etc/passwd',
    'package.json',
    'apps/api/src/config.ts',
    'outbox.jsonl',
    'jwt-secret',
  ];
  const ups = [
    '../',
    '..%2f',
    '%2e%2e/',
    '%2e%2e%2f',
    '..%5c',
    '%252e%252e%252f',
    '....//',
    '..%c0%af',
    '.%2e/',
  ];
  const paths: string[] = [];
  for (const prefix of ['/uploads/', '/uploads/studios/', '/assets/', '/']) {
    for (const up of ups)
      for (const target of targets) paths.push(`${prefix}${up.repeat(8)}${target}`);
  }
  paths.push(
    '/uploads/%00../../etc/passwd',
    '/uploads//etc/passwd',
    '/uploads/..',
    '/uploads/%2e%2e',
    '/api/../../etc/passwd',
  );
  const markers = ['root:x:0:0', '"name": "studio-hive', 'JWT_SECRET', '"channel":', ...secrets];
  const statuses: number[] = [];
  for (const path of paths) {
    const reply = await h.raw(path, { 'x-forwarded-for': h.address() });
    statuses.push(reply.status);
    if (reply.status >= 500) findings.fail(`${path}: ${reply.status}`);
    // A 200 is the web app's page for an unknown path, never a file.
    const type = String(reply.headers['content-type']);
    if (reply.status === 200 && !type.startsWith('text/html')) {
      findings.fail(`${path}: 200 ${type} ${reply.text.slice(0, 80)}`);
    }
    for (const marker of markers)
      if (reply.text.includes(marker))
        findings.fail(`${path}: ${reply.status} served ${excerpt(reply.text, marker)}`);
  }
  return `${paths.length} paths under /uploads, /assets and / (${tally(statuses)}): no file served (the 200s: the web app's page)`;
}

/** Source maps with NODE_ENV=production: a server of its own, production mode, PUBLIC_URL set. */
async function sourceMaps(h: Harness, _f: Fixture, findings: Findings) {
  if (!h.startedItself) {
    findings.skipped('a server started elsewhere: its mode is unknown, not checked');
    return 'not checked';
  }
  const maps = readdirSync(join(ROOT, 'apps/web/dist/assets')).filter((name) =>
    name.endsWith('.map'),
  );
  if (maps.length === 0) {
    findings.skipped('the build has no source maps');
    return 'not checked';
  }
  // Served in development (where they help debugging): the path asked for is the right one.
  const development = await h.raw(`/assets/${maps[0]!}`);
  if (!development.text.includes('"mappings"')) {
    findings.fail(`/assets/${maps[0]!} in development: ${development.status}, no source map`);
  }
  const server = await startServer(
    {
      NODE_ENV: 'production',
      PUBLIC_URL: PRODUCTION_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ALLOW_OUTBOX_IN_PRODUCTION: 'true',
    },
    false,
  );
  try {
    const prod = new Harness(server.base, undefined, undefined, 0, true, PRODUCTION_URL);
    const paths = maps
      .slice(0, 5)
      .flatMap((name) => [
        `/assets/${name}`,
        `/assets/${name.toUpperCase()}`,
        `/assets/${name.replace('.map', '%2emap')}`,
        `/assets/${name}?v=1`,
        `/assets//${name}`,
        `/assets/${name}/`,
        `/assets/./${name}`,
        `/assets/x/../${name}`,
      ]);
    paths.push('/apps/api/dist/server.mjs.map', '/server.mjs.map');
    const statuses: number[] = [];
    for (const path of paths) {
      const reply = await prod.raw(path);
      statuses.push(reply.status);
      const type = String(reply.headers['content-type']);
      if (
        reply.text.includes('"mappings"') ||
        reply.status >= 500 ||
        (reply.status === 200 && !type.startsWith('text/html'))
      )
        findings.fail(`${path}: ${reply.status} ${reply.text.slice(0, 80)}`);
    }
    // The production server, with PUBLIC_URL, under the traversal and Host attacks too.
    const traversal = await traversals(prod, findings, []);
    const home = await prod.raw('/', { host: EVIL_HOST, 'x-forwarded-host': EVIL_HOST });
    const urls = absoluteUrlsOf(home.text);
    if (!urls.some((u) => u.what === 'canonical'))
      findings.fail('production home page: no canonical link');
    for (const { what, url } of urls) {
      if (!prod.isOwnUrl(url))
        findings.fail(`production home page with a forged Host: ${what} ${url}`);
    }
    h.requests += prod.requests;
    return `served in development (${development.status}); in production ${paths.length} source-map paths (${tally(statuses)}); ${traversal}; forged Host on the home page: its ${urls.length} absolute URLs stay on PUBLIC_URL`;
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The second look (decisions 040 to 042): caps under parallel requests, invisible characters,
// calendar feeds, the owner's view of a phone, paged own lists, reviews of cancelled bookings.

/** The server's fair-use and feed defaults (README.md#configuration). */
const UPCOMING_BOOKINGS = 10;
const BOOKINGS_PER_HOUR = 10;
const UPCOMING_HOURS_PER_STUDIO = 12;

type BookingJson = {
  _id: string;
  status: string;
  date: string;
  hours: number[];
  studio: { _id: string } | null;
  customer: { _id: string; phone?: string } | null;
};

const json = <T>(reply: Reply) => JSON.parse(reply.text) as T;

/** Fresh accounts for an attack, or none (and the attack skipped) when the run has no outbox. */
async function freshAccounts(
  h: Harness,
  findings: Findings,
  role: 'customer' | 'owner',
  count: number,
): Promise<Account[] | null> {
  if (!h.outbox) {
    findings.skipped(`no outbox: it needs ${count} fresh ${role}s`);
    return null;
  }
  return Promise.all(Array.from({ length: count }, () => h.signUp(role)));
}

/** Each slot booked by `customer` at once, each at the server's price (asked first, one by one). */
async function bookAtOnce(h: Harness, customer: Account, slots: Slot[]): Promise<Reply[]> {
  const bookings: Record<string, unknown>[] = [];
  for (const slot of slots) {
    const booking = bookingOf(slot);
    bookings.push({ ...booking, totalPrice: await serverTotal(h, customer.token, booking) });
  }
  return Promise.all(
    bookings.map((json) => h.send('POST', '/api/booking', { token: customer.token, json })),
  );
}

/** The refusals' sentences, each once. */
const refusalsOf = (replies: Reply[]) =>
  [
    ...new Set(
      replies.filter((r) => r.status >= 400).map((r) => json<{ message?: string }>(r).message),
    ),
  ].join(' / ');

/** The caller's upcoming bookings that hold their hours, as their own list says. */
async function heldUpcoming(h: Harness, customer: Account): Promise<BookingJson[]> {
  return json<BookingJson[]>(
    await h.send('GET', `/api/booking/customer?when=upcoming&limit=${UNPAGED_BOOKINGS_LIMIT}`, {
      token: customer.token,
    }),
  ).filter((b) => ['confirmed', 'requested'].includes(b.status));
}

async function parallelCaps(h: Harness, _f: Fixture, findings: Findings) {
  const fresh = await freshAccounts(h, findings, 'customer', 2);
  if (!fresh) return '';
  const [hoarder, collector] = fresh as [Account, Account];
  const guestList = json<StudioJson[]>(await h.send('GET', '/api/studio'));
  const figures: string[] = [];

  // 8 bookings of 3 hours at one studio, on 8 days, all at once: 24 hours against a cap of 12.
  let runs: Slot[] = [];
  for (const studio of guestList.filter((s) => s.bookingMode === 'instant')) {
    runs = await freeRuns(h, hoarder.token, studio, 7, { length: 3, count: 8 });
    if (runs.length === 8) break;
  }
  if (runs.length < 8) {
    findings.skipped('no studio with 3 free hours on 8 days');
  } else {
    const replies = await bookAtOnce(h, hoarder, runs);
    const hoursHere = (await heldUpcoming(h, hoarder))
      .filter((b) => b.studio?._id === runs[0]!.studio._id)
      .reduce((sum, b) => sum + b.hours.length, 0);
    const statuses = tally(replies.map((r) => r.status));
    if (hoursHere > UPCOMING_HOURS_PER_STUDIO || !replies.some((r) => r.status === 201))
      findings.fail(
        `${runs.length} bookings at one studio at once → ${statuses}, ${hoursHere} hours held`,
      );
    figures.push(
      `${runs.length} bookings of ${runs[0]!.hours.length} hours at one studio at once → ${statuses}, ${hoursHere} hours held (cap ${UPCOMING_HOURS_PER_STUDIO}; '${refusalsOf(replies)}')`,
    );
  }

  // A booking at each of 14 studios, all at once, against 10 upcoming (and 10 new an hour).
  const spread: Slot[] = [];
  for (const studio of guestList) {
    const slot = await freeSlot(h, collector.token, studio, 7);
    if (slot) spread.push(slot);
    if (spread.length === UPCOMING_BOOKINGS + 4) break;
  }
  const replies = await bookAtOnce(h, collector, spread);
  const held = (await heldUpcoming(h, collector)).length;
  const statuses = tally(replies.map((r) => r.status));
  if (held > Math.min(UPCOMING_BOOKINGS, BOOKINGS_PER_HOUR) || held === 0)
    findings.fail(
      `${spread.length} bookings at as many studios at once → ${statuses}, ${held} upcoming held`,
    );
  figures.push(
    `${spread.length} bookings at as many studios at once → ${statuses}, ${held} upcoming held (caps ${UPCOMING_BOOKINGS} upcoming, ${BOOKINGS_PER_HOUR} an hour; '${refusalsOf(replies)}')`,
  );
  return figures.join('; ');
}

/** Unicode format characters (category Cf) that render as nothing, by name. */
const FORMAT_CHARACTERS = {
  'U+200B zero width space': '\u200B',
  'U+200C zero width non-joiner': '\u200C',
  'U+200D zero width joiner': '\u200D',
  'U+2060 word joiner': '\u2060',
  'U+FEFF byte order mark': '\uFEFF',
  'U+00AD soft hyphen': '\u00AD',
  'U+061C Arabic letter mark': '\u061C',
  'U+E0041 tag letter A': '\u{E0041}',
} as const;
type FormatCharacter = keyof typeof FORMAT_CHARACTERS;

/** The studio form's fields with format character `name` hidden inside one of them. */
function hiddenIn(field: string, name: FormatCharacter): Record<string, unknown> {
  const c = FORMAT_CHARACTERS[name];
  switch (field) {
    case 'studio name':
      return { name: `Sound${c}Room` };
    case 'package name':
      return {
        packages: [{ ...FORM_PACKAGES[0], name: `Solo${c} Cam` }, ...FORM_PACKAGES.slice(1)],
      };
    case 'add-on name':
      return { addons: [{ ...FORM_ADDON, name: `Edit${c}ing` }] };
    case 'add-on key':
      return { addons: [{ ...FORM_ADDON, key: `ed${c}it` }] };
    case 'equipment':
      return { equipments: [`Shure${c} SM7B`] };
    default:
      return { location: { ...FORM_LOCATION, city: `New${c} Delhi` } };
  }
}

async function invisibleNames(h: Harness, f: Fixture, findings: Findings) {
  const owner = (await freshAccounts(h, findings, 'owner', 1))?.[0] ?? f.otherOwner;
  const tries: [string, FormatCharacter][] = [
    ['studio name', 'U+200B zero width space'],
    ['studio name', 'U+2060 word joiner'],
    ['studio name', 'U+E0041 tag letter A'],
    ['studio name', 'U+061C Arabic letter mark'],
    ['package name', 'U+200C zero width non-joiner'],
    ['add-on name', 'U+200D zero width joiner'],
    ['add-on key', 'U+FEFF byte order mark'],
    ['equipment', 'U+00AD soft hyphen'],
    ['city', 'U+200B zero width space'],
  ];
  const statuses: number[] = [];
  const refuse = async (what: string, method: string, path: string, form: FormData) => {
    const reply = await h.send(method, path, { token: owner.token, form });
    statuses.push(reply.status);
    if (reply.status !== 400)
      findings.fail(`${what} → ${reply.status} ${reply.text.slice(0, 160)}`);
  };
  for (const [field, character] of tries)
    await refuse(
      `add: ${field} with ${character}`,
      'POST',
      '/api/studio',
      studioForm(hiddenIn(field, character)),
    );
  // The control: the same form without them is taken, and its edits are tried next.
  const created = await h.send('POST', '/api/studio', { token: owner.token, form: studioForm() });
  statuses.push(created.status);
  if (created.status !== 201) {
    findings.fail(`the clean studio form → ${created.status} ${created.text.slice(0, 160)}`);
    return `add: ${tries.length} forms with a format character (${tally(statuses)})`;
  }
  const studio = json<{ studio: StudioJson }>(created).studio;
  await h.send('PUT', `/api/admin/studios/${studio._id}/approve`, { token: f.admin.token });
  const edits: [string, FormatCharacter][] = [
    ['studio name', 'U+200B zero width space'],
    ['add-on name', 'U+200D zero width joiner'],
    ['package name', 'U+2060 word joiner'],
    ['equipment', 'U+FEFF byte order mark'],
  ];
  for (const [field, character] of edits) {
    const form = studioForm(hiddenIn(field, character), { image: false });
    form.append('existingImages', JSON.stringify(studio.images));
    await refuse(`edit: ${field} with ${character}`, 'PUT', `/api/studio/${studio._id}`, form);
  }
  const stored = await h.send('GET', `/api/studio/${studio._id}`, { token: owner.token });
  if (/\p{Cf}/u.test(stored.text))
    findings.fail(`the studio as stored holds a format character: ${stored.text.slice(0, 200)}`);
  return `${tries.length} studio forms and ${edits.length} edits of an approved studio with a format character in the name, a package or add-on name, an add-on key, equipment or city (${tally(statuses)}, the clean form 201); the studio read back holds none`;
}

async function calendarFeeds(h: Harness, _f: Fixture, findings: Findings) {
  // More owners than one address may fetch wrong feeds a minute.
  const owners = await freshAccounts(h, findings, 'owner', RATE_LIMIT_PER_MINUTE + 2);
  if (!owners) return '';
  const feeds: string[] = [];
  for (const owner of owners) {
    const { url } = json<{ url: string }>(
      await h.send('GET', '/api/owner/calendar-feed', { token: owner.token }),
    );
    feeds.push(new URL(url).pathname);
  }
  const figures: string[] = [];
  // A calendar service fetches every owner's feed from one address of its own.
  const service = h.address();
  const polls = await Promise.all(feeds.map((path) => h.send('GET', path, { from: service })));
  if (polls.some((r) => r.status !== 200))
    findings.fail(`${feeds.length} feeds from one address → ${tally(polls.map((r) => r.status))}`);
  figures.push(
    `${feeds.length} owners' feeds from one address: ${tally(polls.map((r) => r.status))}`,
  );

  // One feed revalidated with its ETag past the hour's allowance, each time from a new address.
  const etag = polls[0]!.headers.etag;
  if (!etag) findings.fail(`a feed without an ETag: ${JSON.stringify(polls[0]!.headers)}`);
  const again: Reply[] = [];
  for (let i = 1; i < CALENDAR_FEED_FETCHES_PER_HOUR + 3; i += 1) {
    again.push(
      await h.send('GET', feeds[0]!, {
        from: h.address(),
        headers: etag ? { 'if-none-match': etag } : {},
      }),
    );
  }
  const unchanged = again.filter((r) => r.status === 304 && r.text === '').length;
  const refused = again.filter((r) => r.status === 429).length;
  if (unchanged !== CALENDAR_FEED_FETCHES_PER_HOUR - 1 || refused !== again.length - unchanged)
    findings.fail(
      `one feed fetched ${again.length + 1} times → 200, ${tally(again.map((r) => r.status))}`,
    );
  figures.push(
    `one feed fetched ${again.length + 1} times from as many addresses, revalidating: 1×200, ${tally(again.map((r) => r.status))}`,
  );

  // Wrong feed addresses from one client address, then a real one from it.
  const guesser = h.address();
  const guesses: number[] = [];
  for (let i = 0; i < RATE_LIMIT_PER_MINUTE + 3; i += 1) {
    const wrong = `/api/calendar/${randomBytes(32).toString('base64url')}.ics`;
    guesses.push((await h.send('GET', wrong, { from: guesser })).status);
  }
  const stillServed = (await h.send('GET', feeds[1]!, { from: guesser })).status;
  const firstLimited = guesses.indexOf(429);
  if (
    firstLimited !== RATE_LIMIT_PER_MINUTE ||
    guesses.some((s) => s >= 500) ||
    stillServed !== 200
  )
    findings.fail(
      `wrong feeds from one address → ${tally(guesses)}, then a real one → ${stillServed}`,
    );
  figures.push(
    `${guesses.length} wrong feed addresses from one address: ${tally(guesses)}, then a real feed from it → ${stillServed}`,
  );
  return figures.join('; ');
}

/** The `rel="next"` address of a paged list's response, if there is a next page. */
const nextPage = (reply: { headers: IncomingHttpHeaders }) =>
  /<([^>]*)>; rel="next"/.exec(String(reply.headers.link ?? ''))?.[1];

/**
 * The studio owner's upcoming bookings by id, every page of them (earlier attacks add bookings at
 * the same studios, so the ones asked about may lie past the first page).
 */
async function ownerBookings(h: Harness, owner: Account): Promise<Map<string, BookingJson>> {
  const found = new Map<string, BookingJson>();
  let path: string | undefined = `/api/booking/owner?when=upcoming&limit=${UNPAGED_BOOKINGS_LIMIT}`;
  while (path) {
    const reply = await h.send('GET', path, { token: owner.token });
    for (const b of json<BookingJson[]>(reply)) found.set(b._id, b);
    path = nextPage(reply);
  }
  return found;
}

async function ownerSeesPhone(h: Harness, f: Fixture, findings: Findings) {
  const customer = (await freshAccounts(h, findings, 'customer', 1))?.[0];
  if (!customer) return '';
  const phone = customer.phone!;
  const listed = new Set(f.real.map((s) => s._id));
  const own = json<StudioJson[]>(
    await h.send('GET', '/api/owner/studios', { token: f.owner.token }),
  ).filter((s) => listed.has(s._id));
  const booked: Record<'instant' | 'request', string> = { instant: '', request: '' };
  for (const mode of ['instant', 'request'] as const) {
    for (const studio of own.filter((s) => s.bookingMode === mode)) {
      const slot = await freeSlot(h, customer.token, studio, 12);
      if (!slot) continue;
      const [reply] = await bookAtOnce(h, customer, [slot]);
      if (reply!.status === 201) booked[mode] = json<{ booking: BookingJson }>(reply!).booking._id;
      break;
    }
  }
  if (!booked.instant || !booked.request) {
    findings.skipped(`the demo owner's studios gave no booking (${JSON.stringify(booked)})`);
    return '';
  }
  // The control: the owner sees the phone while the booking is on, so the check below can fail.
  const before = await ownerBookings(h, f.owner);
  const shownBefore = [booked.instant, booked.request].filter(
    (id) => before.get(id)?.customer?.phone === phone,
  ).length;
  if (shownBefore !== 2)
    findings.fail(`the owner sees the phone of ${shownBefore} of 2 live bookings`);
  const cancelled = await h.send('POST', `/api/booking/${booked.instant}/cancel`, {
    token: customer.token,
    json: {},
  });
  const declined = await h.send('POST', `/api/booking/${booked.request}/decline`, {
    token: f.owner.token,
    json: { reason: 'Closed that day' },
  });
  const after = await ownerBookings(h, f.owner);
  const feed = await h.send(
    'GET',
    new URL(
      json<{ url: string }>(
        await h.send('GET', '/api/owner/calendar-feed', { token: f.owner.token }),
      ).url,
    ).pathname,
  );
  const seen = [
    ['the decline response', declined.text],
    ['the list, cancelled', JSON.stringify(after.get(booked.instant))],
    ['the list, declined', JSON.stringify(after.get(booked.request))],
    ['the calendar feed', feed.text],
  ].filter(([, text]) => text!.includes(phone.slice(-10)));
  for (const [where, text] of seen) findings.fail(`${where}: ${excerpt(text!, phone.slice(-10))}`);
  if (cancelled.status !== 200 || declined.status !== 200)
    findings.fail(`cancel → ${cancelled.status}, decline → ${declined.status}`);
  return `an instant booking and a request at the demo owner's studios: the phone shown on ${shownBefore} of 2 while on; cancelled by the customer (${cancelled.status}) and declined by the owner (${declined.status}): the phone in ${seen.length} of 4 owner's views (decline response, list ×2, calendar feed)`;
}

/** Query strings a page or limit must refuse with 400, and odd ones that must not be a 5xx. */
const BAD_PAGING = [
  'page=0',
  'page=-1',
  'page=1.5',
  'page=abc',
  'page=1e999',
  'page=10001',
  'page=99999999999999999999',
  'page=%00',
  'limit=0',
  'limit=101',
  'limit=-5',
  'limit=1e6',
  'limit=NaN',
  'limit=Infinity',
  'limit=%F0%9F%98%80',
];
const ODD_PAGING = [
  'page=',
  'limit=',
  'page[]=1',
  'page=1&page=2',
  'limit=%201',
  'limit=0x10',
  'page=10000',
];

async function ownListsPaged(h: Harness, f: Fixture, findings: Findings) {
  // An owner with more bookings than a page: a studio of their own, 11 customers booking 10 hours each.
  const owner = (await freshAccounts(h, findings, 'owner', 1))?.[0];
  const customers = owner && (await freshAccounts(h, findings, 'customer', 11));
  if (!owner || !customers) return '';
  const days = Array.from({ length: 14 }, (_, i) => istDate(2 + i));
  const created = await h.send('POST', '/api/studio', {
    token: owner.token,
    form: studioForm({
      name: 'Attack Busy Room',
      availability: days.map((date) => ({
        date,
        slots: Array.from({ length: 9 }, (_, i) => ({ hour: 9 + i, isAvailable: true })),
      })),
    }),
  });
  const studio = json<{ studio: StudioJson }>(created).studio;
  await h.send('PUT', `/api/admin/studios/${studio._id}/approve`, { token: f.admin.token });
  const slots = days.flatMap((date) =>
    Array.from({ length: 9 }, (_, i): Slot => ({ studio, date, hours: [9 + i] })),
  );
  const made = await Promise.all(
    customers.map((customer, i) => bookAtOnce(h, customer, slots.slice(i * 10, i * 10 + 10))),
  );
  const bookings = made.flat().filter((r) => r.status === 201).length;
  const figures = [`${bookings} bookings made at the owner's studio`];

  const unpaged = await h.send('GET', '/api/booking/owner', { token: owner.token });
  const first = json<BookingJson[]>(unpaged);
  const total = Number(unpaged.headers['x-total-count']);
  const next = nextPage(unpaged);
  const rest = next ? json<BookingJson[]>(await h.send('GET', next, { token: owner.token })) : [];
  const seenTwice = rest.filter((b) => first.some((a) => a._id === b._id)).length;
  if (
    first.length !== Math.min(total, UNPAGED_BOOKINGS_LIMIT) ||
    total !== bookings ||
    (total > UNPAGED_BOOKINGS_LIMIT && !next) ||
    first.length + rest.length !== total ||
    seenTwice
  )
    findings.fail(
      `unpaged: ${first.length} of X-Total-Count ${total}, Link ${String(unpaged.headers.link)}, next page ${rest.length} (${seenTwice} repeated)`,
    );
  figures.push(
    `unpaged: ${first.length} of X-Total-Count ${total}, rel="next" → ${rest.length} more, none repeated`,
  );

  const bad: number[] = [];
  const odd: number[] = [];
  const oddServed = new Set<string>();
  for (const path of ['/api/booking/owner', '/api/booking/customer']) {
    for (const query of BAD_PAGING) {
      const reply = await h.send('GET', `${path}?${query}`, { token: owner.token });
      bad.push(reply.status);
      if (reply.status !== 400)
        findings.fail(`${path}?${query} → ${reply.status} ${reply.text.slice(0, 120)}`);
    }
    for (const query of ODD_PAGING) {
      const reply = await h.send('GET', `${path}?${query}`, { token: owner.token });
      odd.push(reply.status);
      if (reply.status === 200) oddServed.add(query);
      if (reply.status >= 500)
        findings.fail(`${path}?${query} → ${reply.status} ${reply.text.slice(0, 120)}`);
    }
  }
  figures.push(
    `owner's and customer's lists: ${bad.length} bad page/limit values (${tally(bad)}), ${odd.length} odd ones (${tally(odd)}; served as a page: ${[...oddServed].join(' ')})`,
  );
  return figures.join('; ');
}

type ReviewJson = { _id: string; verified: boolean; reviewer: { _id: string; name: string } };

async function reviewAfterCancel(h: Harness, f: Fixture, findings: Findings) {
  const figures: string[] = [];
  const reviewsAt = async (name: string) => {
    const studio = f.real.find((s) => s.name === name);
    return studio
      ? json<ReviewJson[]>(await h.send('GET', `/api/review/studio/${studio._id}`))
      : [];
  };
  // The demo's history: a confirmed past session (the control), a no-show, a cancelled booking.
  const demoCases: [string, string, boolean][] = [
    ['The Mic Room', 'Aarav Mehta', true],
    ['Chai & Chatter Studio', 'Sneha Kapoor', false],
    ['Saket Voiceworks', 'Aarav Mehta', false],
  ];
  for (const [studio, reviewer, verified] of demoCases) {
    const review = (await reviewsAt(studio)).find((r) => r.reviewer.name === reviewer);
    if (!review) findings.skipped(`no demo review by ${reviewer} of ${studio}`);
    else if (review.verified !== verified)
      findings.fail(`${reviewer}'s review of ${studio}: verified ${review.verified}`);
    figures.push(`${reviewer} at ${studio}: verified ${String(review?.verified)}`);
  }
  // A fresh customer books, cancels, then reviews (and edits the review).
  const customer = (await freshAccounts(h, findings, 'customer', 1))?.[0];
  if (!customer) return figures.join('; ');
  const instant = f.real.filter((s) => s.bookingMode === 'instant').reverse();
  let slot: Slot | null = null;
  for (const studio of instant) {
    slot = await freeSlot(h, customer.token, studio, 9);
    if (slot) break;
  }
  if (!slot) {
    findings.skipped('no free instant studio hours');
    return figures.join('; ');
  }
  const [booked] = await bookAtOnce(h, customer, [slot]);
  const id = json<{ booking: BookingJson }>(booked!).booking._id;
  const cancelled = await h.send('POST', `/api/booking/${id}/cancel`, {
    token: customer.token,
    json: {},
  });
  const review = await h.send('POST', '/api/review', {
    token: customer.token,
    json: { studio: slot.studio._id, rating: 5, description: 'Lovely room, would come back.' },
  });
  const written = json<{ review: ReviewJson }>(review).review;
  const edited = await h.send('PUT', `/api/review/${written._id}`, {
    token: customer.token,
    json: { rating: 4, description: 'Lovely room, would come back. Edited.' },
  });
  const listed = (await reviewsAt(f.real.find((s) => s._id === slot.studio._id)!.name)).find(
    (r) => r._id === written._id,
  );
  if (written.verified || listed?.verified !== false || edited.status !== 200)
    findings.fail(
      `after a cancelled booking: review ${review.status} verified ${written.verified}, edit ${edited.status}, listed verified ${String(listed?.verified)}`,
    );
  figures.push(
    `a fresh customer booked (${booked!.status}), cancelled (${cancelled.status}), reviewed (${review.status}, verified ${written.verified}), edited (${edited.status}): listed verified ${String(listed?.verified)}`,
  );
  return figures.join('; ');
}

const ATTACKS: Attack[] = [
  {
    name: '1. Host injection',
    tried:
      'forged Host, X-Forwarded-Host and Forwarded on the pages rendered on the server and the calendar feed address',
    run: hostInjection,
  },
  {
    name: '2. Masked-studio leaks',
    tried:
      'every read a guest and a fresh customer reach (listing, studio, free-time search, reviews, availability, pages), in every encoding, scanned for the real name, address, PIN, Instagram handle and owner id; searches by the hidden words',
    run: maskedStudioLeaks,
  },
  {
    name: '3. Authorization',
    tried:
      "another owner and a customer on owner and admin routes of the demo owner's studio and bookings; forged tokens",
    run: authorization,
  },
  {
    name: '4. Price and payment tampering',
    tried:
      'POST /api/booking with a wrong price, paid status, unknown package, free add-ons and server-set fields',
    run: priceTampering,
  },
  {
    name: '5. Booking races',
    tried: 'fresh customers booking the same hours at once, at an instant and a request studio',
    run: bookingRaces,
  },
  {
    name: '6. Rate limits',
    tried: 'login, free-time search, sign-up, text, mailbox and code-guessing floods',
    run: rateLimits,
  },
  {
    name: '6b. Account enumeration',
    tried: 'login and forgot-password for existing and unknown e-mails: status, body, timing',
    run: accountEnumeration,
  },
  {
    name: '7. Stored script',
    tried: 'markup in a studio form, a review and an inquiry, read back in pages and JSON',
    run: storedScript,
  },
  {
    name: '8. Slow bodies',
    tried: 'a body and headers trickled a byte every 500 ms',
    run: slowBodies,
  },
  {
    name: '9. Oversized and malformed input',
    tried: '2 MB JSON, deep nesting, bad JSON and UTF-8, bad multipart, long URL and header',
    run: oversizedAndMalformed,
  },
  {
    name: '10. Path traversal',
    tried: 'encoded ../ on /uploads, /assets and / toward system, repository and DATA_DIR files',
    run: pathTraversal,
  },
  {
    name: '10b. Source maps in production',
    tried: "the web build's .map files on a production server, under other spellings",
    run: sourceMaps,
  },
  {
    name: '11. Caps under parallel bookings',
    tried:
      "one customer's bookings sent at once: 8 of 3 hours at one studio (12 hours a studio), 14 at as many studios (10 upcoming)",
    run: parallelCaps,
  },
  {
    name: '12. Invisible characters in studio names',
    tried:
      'format characters (U+200B, U+200D, U+2060, U+FEFF, soft hyphen, tags, …) in a studio, package, add-on, equipment and city name, on add and on edit',
    run: invisibleNames,
  },
  {
    name: '13. Calendar feeds',
    tried:
      "a calendar service polling many owners' feeds from one address, one feed past its hour's allowance with If-None-Match, wrong feed addresses from one address",
    run: calendarFeeds,
  },
  {
    name: "14. The customer's phone after a booking ends",
    tried:
      "a booking cancelled by its customer and a request declined by the owner, read in the owner's views",
    run: ownerSeesPhone,
  },
  {
    name: '15. Own bookings lists paged',
    tried:
      "an owner's 110 bookings read unpaged and by the next link; hostile page and limit values",
    run: ownListsPaged,
  },
  {
    name: '16. Reviews after a cancelled booking',
    tried:
      "the demo's reviews after a no-show and a cancellation; a fresh customer's review after booking and cancelling",
    run: reviewAfterCancel,
  },
];

// ---------------------------------------------------------------------------------------------
// The server, when the script starts its own, and the run.

type Server = { base: string; dataDir: string; stop(): Promise<void> };

async function startServer(env: Record<string, string>, demo: boolean): Promise<Server> {
  const { child, base, dataDir, stop } = spawnServer({
    args: [BUILT_SERVER],
    port: await freePort(),
    env: {
      // Unless `env` names one, the server makes its own secret and keeps it in the data
      // directory, where the attacks read it (as an operator's server would).
      JWT_SECRET: undefined,
      LOG_LEVEL: 'error',
      MALLOC_ARENA_MAX: '2',
      DEMO_DATA: demo ? 'true' : undefined,
      ...env,
    },
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const listed = await fetch(`${base}/api/studio`).then(
      (res) => (res.ok ? Number(res.headers.get('x-total-count')) : -1),
      () => -1,
    );
    if (listed >= (demo ? LISTED_DEMO_STUDIOS : 0)) break;
    if (performance.now() - started > 120_000) {
      await stop();
      throw new Error('the server was not ready within 120 s');
    }
    await sleep(200);
  }
  return { base, dataDir, stop };
}

async function fixture(h: Harness): Promise<Fixture> {
  const [admin, owner, customer] = await Promise.all(
    [DEMO.admin, DEMO.owner, DEMO.customer].map(({ email, password, role }) =>
      h.login(email, password, role),
    ),
  );
  const real = JSON.parse(
    (await h.send('GET', '/api/studio', { token: admin!.token })).text,
  ) as StudioJson[];
  const fresh: Account[] = [];
  let otherOwner: Account;
  if (h.outbox) {
    otherOwner = await h.signUp('owner');
    // Ten customers: the price attack's, eight racers and the masking attack's viewer.
    for (let batch = 0; batch < 2; batch += 1) {
      fresh.push(...(await Promise.all(Array.from({ length: 5 }, () => h.signUp('customer')))));
    }
  } else {
    otherOwner = await h.login('kabir@demo.studiohive.in', 'Kabir@123', 'owner');
    for (const email of DEMO_CUSTOMERS)
      fresh.push(
        await h.login(
          email,
          `${email[0]!.toUpperCase()}${email.slice(1, email.indexOf('@'))}@123`,
          'customer',
        ),
      );
    fresh.push(customer!);
  }
  return {
    admin: admin!,
    owner: owner!,
    customer: customer!,
    real,
    customers: fresh,
    otherOwner,
  };
}

async function main() {
  const baseUrl = process.argv[2];
  let server: Server | null = null;
  let h: Harness;
  if (baseUrl) {
    h = new Harness(
      baseUrl.replace(/\/$/, ''),
      process.env.ATTACK_OUTBOX,
      process.env.ATTACK_JWT_SECRET,
      Number(process.env.REQUEST_TIMEOUT_SECONDS ?? 60),
      false,
      process.env.PUBLIC_URL,
    );
  } else {
    if (!existsSync(BUILT_SERVER))
      throw new Error('apps/api/dist/server.mjs is missing: run `npm run build` first');
    server = await startServer(
      { TRUST_PROXY: '1', REQUEST_TIMEOUT_SECONDS: String(OWN_REQUEST_TIMEOUT_SECONDS) },
      true,
    );
    const secret = readFileSync(join(server.dataDir, 'jwt-secret'), 'utf8').trim();
    h = new Harness(
      server.base,
      join(server.dataDir, 'outbox.jsonl'),
      secret,
      OWN_REQUEST_TIMEOUT_SECONDS,
      true,
    );
  }
  const started = performance.now();
  const rows: string[] = [];
  let failed = 0;
  try {
    console.log(
      `attacking ${h.base} (${h.startedItself ? 'started here, demo data, embedded database' : 'given'})`,
    );
    const f = await fixture(h);
    console.log(
      `fixture: ${f.real.length} listed studios, ${f.customers.length} customers, ${h.requests} requests\n`,
    );
    // ONLY=2,7 runs attacks 2 and 7 (and 2b, 7b) alone, while working on them.
    const only = process.env.ONLY?.split(',');
    for (const attack of ATTACKS.filter((a) => !only || only.includes(a.name.split(/[.b]/)[0]!))) {
      const evidence: string[] = [];
      const skipped: string[] = [];
      const before = h.requests;
      const attackStarted = performance.now();
      let figures: string;
      try {
        figures = await attack.run(h, f, {
          fail: (e) => evidence.push(e),
          skipped: (r) => skipped.push(r),
        });
      } catch (error) {
        evidence.push(`the attack itself broke: ${(error as Error).stack ?? String(error)}`);
        figures = '';
      }
      const requests = h.requests - before;
      const outcome = evidence.length ? 'FAILED' : 'held';
      if (evidence.length) failed += 1;
      console.log(
        `${attack.name}: ${outcome} (${requests} requests, ${((performance.now() - attackStarted) / 1000).toFixed(1)} s)`,
      );
      console.log(`  tried: ${attack.tried}`);
      console.log(`  ${figures}`);
      for (const reason of skipped) console.log(`  skipped: ${reason}`);
      for (const line of evidence.slice(0, 20)) console.log(`  ✗ ${line}`);
      if (evidence.length > 20) console.log(`  … and ${evidence.length - 20} more`);
      rows.push(
        `| ${attack.name} | ${requests} | ${outcome}${skipped.length ? ' (part skipped)' : ''} | ${figures.replace(/\|/g, '\\|')} |`,
      );
    }
  } finally {
    await server?.stop();
  }
  console.log(`\n| attack | requests | outcome | figures |\n|---|---|---|---|\n${rows.join('\n')}`);
  console.log(
    `\n${rows.length - failed} held, ${failed} failed, ${h.requests} requests in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  process.exitCode = failed ? 1 : 0;
}

await main();
