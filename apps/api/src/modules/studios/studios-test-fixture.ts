import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, istToday } from '@studio-hive/domain';
import { call, signedInAccount } from '../../test/factories';
import { multipart, type MultipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fakeWebBuild } from '../../test/web-build';

/**
 * What the studios integration tests share (studios-catalogue, studios-authoring and
 * studios-approval): an app with a stand-in web build and four signed-in accounts, a complete
 * add form, its multipart submission, and the files in the upload store.
 */
export async function startStudiosApp() {
  // A stand-in web build, so the rendered pages are part of the masking scan.
  const t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() });
  const [owner, otherOwner, customer, admin] = await Promise.all([
    signedInAccount(t, 'owner', { name: 'Meera Kapoor' }),
    signedInAccount(t, 'owner'),
    signedInAccount(t, 'customer'),
    signedInAccount(t, 'admin'),
  ]);
  return { t, today: istToday(t.clock.now), owner, otherOwner, customer, admin };
}

/** The add form's fields for a complete studio, its slots from `today` on. */
export function studioFieldsFor(today: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Saket Sound Lab',
    description: 'Treated room with two Shure SM7B microphones.',
    pricePerHour: '1', // ignored: the server computes it
    equipments: ['Microphone (XLR)', 'Audio Interface'],
    amenities: ['Wi-Fi', 'Air Conditioning'],
    area: '350',
    rules: 'No food inside the booth.',
    minimumDurationHours: '2',
    operationalHours: { start: 9, end: 18 },
    packages: [
      { key: '1 Cam', price: 1800 },
      { key: '2 Cam', price: 2400 },
      { key: '3 Cam', price: 3200 },
    ],
    addons: [
      { key: 'edit', name: 'Editing', description: 'Rough cut', price: 700, maxQuantity: 2 },
    ],
    location: {
      fullAddress: 'A-14, Saket District Centre',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110017',
    },
    availability: [
      { date: addDays(today, 1), slots: [9, 10, 11].map((hour) => ({ hour, isAvailable: true })) },
    ],
    youtubeLinks: ['https://www.youtube.com/embed/dQw4w9WgXcQ', ''],
    instagramUsername: 'saketsoundlab',
    ...overrides,
  };
}

/** The arguments of `submitStudio` after the app: the edit sends PUT to the studio's URL. */
export type StudioFormSubmission = [
  auth: string | undefined,
  fields: Record<string, unknown>,
  files: MultipartFile[],
  method?: 'POST' | 'PUT',
  url?: string,
];

/** Sends the add (or, with PUT and its URL, the edit) form as multipart. */
export async function submitStudio(
  t: TestApp,
  ...[auth, fields, files, method = 'POST', url = '/api/studio']: StudioFormSubmission
) {
  const body = multipart(fields, files);
  return call(t, method, url, {
    ...(auth ? { auth } : {}),
    payload: body.payload,
    headers: body.headers,
  });
}

/** The names of the files in the upload store. */
export async function uploadedFilesOf(t: TestApp): Promise<string[]> {
  const root = join(t.config.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
