import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's start parameters without `-F`: PGlite starts PostgreSQL with fsync off by default,
 * which the PostgreSQL manual warns can lose committed transactions and corrupt the cluster on a
 * power failure or an operating-system crash. With fsync on, each commit waits for its WAL to be
 * on disk (docs/decisions/032-embedded-database-durability.md).
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  // Emscripten's fdatasync does nothing whatever the file system; its fsync reaches ours below.
  '-c',
  'wal_sync_method=fsync',
];

type EmbeddedModule = {
  NODEFS?: { stream_ops: { fsync?: (stream: { nfd?: number }) => void } };
};

/**
 * PGlite's file system for a data directory on disk (Emscripten's NODEFS) has no fsync: the
 * PostgreSQL inside asks for one and gets success without anything reaching the disk. This gives
 * it one, so fsync and fdatasync of a file or directory become `fsyncSync` on its descriptor;
 * then a checkpoint makes what was written before durable too (PostgreSQL's own start-up syncs
 * ran without it).
 */
export async function syncWritesToDisk(client: PGlite): Promise<void> {
  const mod = (client as unknown as { mod?: EmbeddedModule }).mod;
  const streams = mod?.NODEFS?.stream_ops;
  if (!streams) throw new Error('PGlite no longer exposes its NODEFS: check the fsync patch');
  if (!streams.fsync) {
    streams.fsync = (stream) => {
      if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
    };
  }
  await client.exec('CHECKPOINT');
}
