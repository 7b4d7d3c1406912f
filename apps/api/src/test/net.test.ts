import { describe, expect, it } from 'vitest';
import { isLoopbackHost, Relay } from './net';

describe('the fault relay', () => {
  it('takes loopback addresses only', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost']) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of [
      '10.0.0.5',
      '192.168.1.2',
      'db.example.com',
      '::ffff:10.0.0.5',
      '128.0.0.1',
    ]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });

  it('refuses to relay to another machine, before connecting anywhere', () => {
    expect(() => new Relay('db.example.com', 5432)).toThrow(
      'A relay forwards to loopback only, not to db.example.com',
    );
  });
});
