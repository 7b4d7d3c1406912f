import { connect, createServer, isIP, type Server, type Socket } from 'node:net';
import { systemResolver, type Resolver } from '../modules/calendars/address-guard';

/**
 * A TCP port on 127.0.0.1 that was free a moment ago: for a server a test starts, or as a port
 * where nothing listens (a stopped database).
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** 127.0.0.0/8, ::1 and `localhost`: the addresses tests and benchmarks may send traffic to. */
export function isLoopbackHost(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '');
  if (address === 'localhost' || address === '::1') return true;
  return isIP(address) === 4 && address.startsWith('127.');
}

/** Host names a test's calendar read asked for that are not loopback ones (refused, never looked up). */
export const refusedLookups: string[] = [];

/**
 * The test apps' resolver of imported calendars' hosts (app.ts `calendarResolver`): loopback names
 * as the system resolves them (the hosts file), any other refused before a query leaves the
 * machine and noted in `refusedLookups`.
 */
export const loopbackOnlyResolver: Resolver = async (hostname) => {
  if (isLoopbackHost(hostname)) return systemResolver(hostname);
  refusedLookups.push(hostname);
  throw new Error(`A test looked up ${hostname}`);
};

/**
 * A TCP relay in front of a server (PostgreSQL, Redis): stopping it is the server going away for
 * whoever connects through it (connections refused); `silenceOpenConnections` makes the
 * connections open now go silent (nothing passes, nothing closes), as a dropped NAT entry or a
 * dead peer does, while new ones still pass; `hang` black-holes it (every connection accepted and
 * kept, nothing forwarded either way) until `resume`.
 */
export class Relay {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  private silenced = new Set<Socket>();
  private hung = false;
  constructor(
    private host: string,
    private port: number,
  ) {
    // Fault runs black-hole and silence what they relay: only ever a server on this machine.
    if (!isLoopbackHost(host)) {
      throw new Error(`A relay forwards to loopback only, not to ${host}`);
    }
  }

  async start(port = 0): Promise<number> {
    this.hung = false;
    this.server = createServer((client) => {
      if (this.hung) {
        // Accepted and never answered, as by a server that has stopped (SIGSTOP, a long script).
        client.pause();
        client.on('error', () => client.destroy());
        this.silenced.add(client);
        return;
      }
      const upstream = connect(this.port, this.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  silenceOpenConnections() {
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.removeAllListeners('data');
      socket.pause();
      this.silenced.add(socket);
    }
    this.sockets.clear();
  }

  /** The server stops answering: open connections go silent, new ones are accepted and ignored. */
  hang() {
    this.hung = true;
    this.silenceOpenConnections();
  }

  /** New connections pass again; the ones silenced meanwhile stay silent, as behind a firewall. */
  resume() {
    this.hung = false;
  }

  async stop() {
    for (const socket of this.silenced) socket.destroy();
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
