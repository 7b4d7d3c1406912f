import { readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istToday, STUDIO_MESSAGES } from '@studio-hive/domain';
import { REQUEST_TIMEOUT_MESSAGE } from '../../http/request-timeout';
import {
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { pngUpload } from '../../test/images';
import type { MultipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { studioFieldsFor, submitStudio } from '../../test/fixtures/studios';

/** The upload budget (docs/decisions/028-upload-budget.md): images per owner and hour, temp files, slow bodies. */

let t: TestApp;
let owner: Account;
let otherOwner: Account;

beforeAll(async () => {
  t = await createTestApp({ STUDIO_IMAGES_PER_HOUR: '3', REQUEST_TIMEOUT_SECONDS: '1' });
  [owner, otherOwner] = await Promise.all([
    signedInAccount(t, 'owner'),
    signedInAccount(t, 'owner'),
  ]);
});
afterAll(() => t.close());

const fields = () => studioFieldsFor(istToday(t.clock.now));
const images = (count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => pngUpload(`room-${i}.png`)));
const submit = async (auth: string, files: MultipartFile[]) =>
  submitStudio(t, auth, fields(), files);

describe('images per owner and hour', () => {
  it('refuses the images beyond the hour’s budget with 429 and a sentence, for that owner only', async () => {
    expect((await submit(owner.auth, await images(2))).statusCode).toBe(201);

    const over = await submit(owner.auth, await images(2));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message:
        'Your account has uploaded its 3 images for this hour. Please try again within the hour.',
    });
    // The refused upload used nothing up: one more image still fits.
    expect((await submit(owner.auth, await images(1))).statusCode).toBe(201);
    // Spent: refused before the form is read.
    const spent = await submit(owner.auth, await images(1));
    expect(spent.statusCode).toBe(429);

    // Another owner has a budget of their own.
    expect((await submit(otherOwner.auth, await images(3))).statusCode).toBe(201);
  });

  it("refuses an edit of someone else's studio with 403 before the budget and the form", async () => {
    // The owner's hour is spent by the test above; the form is broken and carries an image.
    const theirs = await createStudioRow(t, { authorId: otherOwner._id });
    const edit = await submitStudio(
      t,
      owner.auth,
      { ...fields(), packages: 'not json' },
      await images(1),
      'PUT',
      `/api/studio/${theirs.id}`,
    );
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ message: STUDIO_MESSAGES.notAuthor });
  });

  it('leaves no temporary file behind, whether the studio was stored or refused', async () => {
    const tmp = join(t.config.dataDir, 'tmp');
    const fresh = await signedInAccount(t, 'owner');
    expect((await submit(fresh.auth, await images(1))).statusCode).toBe(201);
    const notAnImage: MultipartFile = {
      field: 'images',
      filename: 'notes.png',
      contentType: 'image/png',
      bytes: Buffer.from('not an image at all'),
    };
    expect((await submit(fresh.auth, [notAnImage])).statusCode).toBe(400);
    expect(await readdir(tmp).catch(() => [])).toEqual([]);
  });
});

describe('slow request bodies', () => {
  it('closes a request whose body trickles in beyond REQUEST_TIMEOUT_SECONDS with 408', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/user/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    // One byte every 100 ms: never idle, never done.
    const trickle = setInterval(() => socket.write(' '), 100);
    try {
      await new Promise((resolve) => socket.once('close', resolve));
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(response).toContain(REQUEST_TIMEOUT_MESSAGE);
    expect(JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'REQUEST_TIMEOUT',
    });
  }, 10_000);
});
