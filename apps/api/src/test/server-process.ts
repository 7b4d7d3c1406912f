import { spawn, type ChildProcess } from 'node:child_process';

/** The real process entry (`server.ts` through tsx): configuration, lock, start and shutdown. */
const serverEntry = new URL('../server.ts', import.meta.url).pathname;

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Everything it wrote so far, standard output and error together. */
  output(): string;
};

/** Starts the server as a child process with `env` on top of a bare environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

/** The status of GET /api/health, 0 when nothing answered. */
export function healthStatus(port: number): Promise<number> {
  return fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => response.status,
    () => 0,
  );
}

/**
 * Polls GET /api/health until it answers `status`; fails at once if the process exits meanwhile
 * (a crash is what these waits must not hide).
 */
export async function waitForHealth(
  port: number,
  server: Pick<ServerProcess, 'child' | 'output'>,
  status: number,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    if ((await healthStatus(port)) === status) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/api/health did not answer ${status} within ${timeoutMs} ms`);
}
