import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { createEmbeddedTemplate, isNewDataDir } from './embedded-template';
import { users } from './schema';

describe('the embedded database template', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sh-template-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts a new data folder migrated, and what is written there stays after a restart', async () => {
    expect(isNewDataDir(dataDir)).toBe(true);
    const template = await createEmbeddedTemplate('gzip');

    const first = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: template });
    await first.db.insert(users).values({
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '9876543210',
      role: 'customer',
      passwordHash: 'scrypt$x',
    });
    await first.close();
    expect(isNewDataDir(dataDir)).toBe(false);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await reopened.db.select().from(users).where(eq(users.email, 'asha@example.in'));
    expect(rows.map((row) => row.name)).toEqual(['Asha Rao']);
    await reopened.close();
  }, 60_000);
});
