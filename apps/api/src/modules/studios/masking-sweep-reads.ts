import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { call } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  STUDIO_KEYS,
  STUDIOS,
  type MaskingSweep,
  type Read,
  type Sighting,
  type Viewer,
} from './masking-sweep-fixture';

/**
 * How the masking sweep reads (masking-sweep-fixture.ts has what it reads): each address as each
 * kind of viewer, plainly, compressed (br, gzip) and conditionally (ETag, 304), decoded as the
 * client decodes it.
 */

/** Searches by each studio's real name, by its first word, and with free time. */
export const searches = ({ tomorrow }: MaskingSweep, path: '/api/studio' | '/studios'): Read[] =>
  STUDIO_KEYS.flatMap((key) => {
    const word = STUDIOS[key].tells.name;
    return [
      `${path}?q=${encodeURIComponent(STUDIOS[key].row.name)}`,
      `${path}?q=${word}`,
      `${path}?q=${word}&date=${tomorrow}&start=9&hours=2`,
    ].map((url) => ({ url, searchesFor: key }));
  });

export const everyStudio = ({ studios }: MaskingSweep, to: (id: string) => string): Read[] =>
  STUDIO_KEYS.map((key) => ({ url: to(studios[key].id) }));

/** How a read is sent: plainly, accepting an encoding, or conditional on the ETag it was sent. */
export type How = 'plain' | 'plain, again' | 'br' | 'gzip' | 'if-none-match';
const ACCEPTED: Record<How, Record<string, string>> = {
  plain: {},
  'plain, again': {},
  br: { 'accept-encoding': 'br' },
  gzip: { 'accept-encoding': 'gzip, deflate' },
  'if-none-match': {},
};

type Response = Awaited<ReturnType<typeof call>>;
export type Seen = Sighting & {
  how: How;
  res: Response;
  /** The body as the client reads it: decompressed. */
  body: string;
};

function decoded(res: Response): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  const body =
    encoding === 'br'
      ? brotliDecompressSync(raw)
      : encoding === 'gzip'
        ? gunzipSync(raw)
        : encoding === 'deflate'
          ? inflateSync(raw)
          : raw;
  return body.toString('utf8');
}

/** An .ics folds long lines (CRLF and a space): a word may be cut in two. */
export const unfolded = (body: string) => body.replace(/\r\n[ \t]/g, '');

export async function read(
  t: TestApp,
  viewer: Viewer,
  entry: Read,
  how: How,
  etag?: string,
): Promise<Seen> {
  const res = await call(t, 'GET', entry.url, {
    ...(viewer.account && { auth: viewer.account.auth }),
    headers: { ...ACCEPTED[how], ...(etag && { 'if-none-match': etag }) },
  });
  const body = decoded(res);
  const headers = Object.entries(res.headers).map(([name, value]) => `${name}: ${String(value)}`);
  return {
    viewer,
    read: entry,
    how,
    res,
    body,
    text: `${headers.join('\n')}\n\n${unfolded(body)}`.toLowerCase(),
  };
}

/** Every viewer reads the addresses `readsOf` gives them, in every way that viewer is sent them. */
export async function sweep(
  { t, viewers }: MaskingSweep,
  readsOf: (viewer: Viewer) => Read[],
): Promise<Seen[]> {
  const [guest, ...signedIn] = viewers as [Viewer, ...Viewer[]];
  const first = await Promise.all(readsOf(guest).map((entry) => read(t, guest, entry, 'plain')));
  // The guest again: the catalogue's ready responses (fast path) and the kept pages, as they
  // are, compressed and conditional (304).
  const again = first.flatMap(({ read: entry, res }) => [
    read(t, guest, entry, 'plain, again'),
    read(t, guest, entry, 'br'),
    read(t, guest, entry, 'gzip'),
    ...(res.headers.etag ? [read(t, guest, entry, 'if-none-match', String(res.headers.etag))] : []),
  ]);
  // A signed-in viewer's responses are built for each request, never kept: each is read once,
  // compressed, br and gzip in turn (a body under 1 kB comes as it is).
  const signedInReads = signedIn.flatMap((viewer) =>
    readsOf(viewer).map((entry, i) => read(t, viewer, entry, i % 2 === 0 ? 'br' : 'gzip')),
  );
  return [...first, ...(await Promise.all([...again, ...signedInReads]))];
}

/** The first response `viewer` got from `url`, decoded. */
export const firstResponse = (seen: readonly Seen[], viewer: Viewer, url: string) =>
  seen.find((s) => s.viewer === viewer && s.read.url === url && s.how !== 'if-none-match')!;

/** The response `viewer` got from `url` sent as `how`. */
export const responseSentAs = (seen: readonly Seen[], viewer: Viewer, url: string, how: How) =>
  seen.find((s) => s.viewer === viewer && s.read.url === url && s.how === how)!.res;
