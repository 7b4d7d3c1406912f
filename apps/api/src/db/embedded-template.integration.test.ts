import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { createEmbeddedTemplate, isNewDataDir, unpackEmbeddedTemplate } from './embedded-template';
import { users } from './schema';

describe('the embedded database template', () => {
  const folder = mkdtempSync(join(tmpdir(), 'sh-template-'));
  const dataDir = join(folder, 'db');
  const archive = join(folder, 'template.tar.gz');
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('starts a new data folder migrated, and what is written there stays after a restart', async () => {
    expect(isNewDataDir(dataDir)).toBe(true);
    await writeFile(
      archive,
      Buffer.from(await (await createEmbeddedTemplate('gzip')).arrayBuffer()),
    );
    // What an unpacking cut off by a crash left behind is started afresh.
    mkdirSync(`${dataDir}.unpacking/base`, { recursive: true });
    writeFileSync(`${dataDir}.unpacking/PG_VERSION`, 'half');

    await unpackEmbeddedTemplate(archive, dataDir);
    expect(existsSync(`${dataDir}.unpacking`)).toBe(false);
    const first = await openDatabase({ kind: 'pglite', dataDir });
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

  it('does not unpack over files that are not a database', async () => {
    const stray = join(folder, 'stray');
    mkdirSync(stray);
    writeFileSync(join(stray, 'notes.txt'), 'mine');
    await expect(unpackEmbeddedTemplate(archive, stray)).rejects.toThrow(
      `${stray} holds files but no database: move them away to start afresh`,
    );
  });
});
