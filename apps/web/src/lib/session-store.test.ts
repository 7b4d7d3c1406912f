import { describe, expect, it, vi } from 'vitest';
import { publicUserSchema } from '@studio-hive/domain';
import { createSessionStore, sessionStore, storedUser } from './session-store';
import { authResult } from '../test/sessions';
import { takeConsoleErrors } from '../test/console';

function storedKeys() {
  return {
    token: localStorage.getItem('token'),
    role: localStorage.getItem('role'),
    user: localStorage.getItem('user'),
  };
}

describe('session store (docs/product.md#accounts)', () => {
  it('restores token, role and user stored by an earlier visit', () => {
    const owner = authResult('owner');
    localStorage.setItem('token', owner.token);
    localStorage.setItem('role', owner.role);
    localStorage.setItem('user', JSON.stringify(owner.user));

    const store = createSessionStore(localStorage);

    expect(store.get()).toEqual({ token: owner.token, role: 'owner', user: owner.user });
  });

  it('is a visitor when nothing is stored, without complaint', () => {
    expect(createSessionStore(localStorage).get()).toBeNull();
  });

  it('reads a stored user exactly as the domain schema of a user does', () => {
    const user = authResult('owner').user;
    const samples: unknown[] = [
      user,
      { ...user, extra: 'dropped' },
      { ...user, role: 'superuser' },
      { ...user, phone: 9876543210 },
      { ...user, name: undefined },
      { _id: user._id },
      [user],
      'user',
      null,
      42,
    ];
    for (const sample of samples) {
      const parsed = publicUserSchema.safeParse(sample);
      expect(storedUser(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });

  it('logs an error and clears all three keys when the stored user cannot be parsed', () => {
    localStorage.setItem('token', 'some-token');
    localStorage.setItem('role', 'customer');
    localStorage.setItem('user', '{not json');

    const store = createSessionStore(localStorage);

    expect(store.get()).toBeNull();
    expect(storedKeys()).toEqual({ token: null, role: null, user: null });
    expect(takeConsoleErrors(/stored user could not be read/)).toBe(1);
  });

  it('clears a session whose role is not one of ours', () => {
    const customer = authResult('customer');
    localStorage.setItem('token', customer.token);
    localStorage.setItem('role', 'superuser');
    localStorage.setItem('user', JSON.stringify(customer.user));

    expect(createSessionStore(localStorage).get()).toBeNull();
    expect(storedKeys()).toEqual({ token: null, role: null, user: null });
  });

  it('writes the three keys on sign-in and removes them on sign-out', () => {
    const store = createSessionStore(localStorage);
    const admin = authResult('admin');

    store.signIn(admin);
    expect(storedKeys()).toEqual({
      token: admin.token,
      role: 'admin',
      user: JSON.stringify(admin.user),
    });

    store.signOut();
    expect(storedKeys()).toEqual({ token: null, role: null, user: null });
    expect(store.get()).toBeNull();
  });

  it('tells subscribers of changes, and expiry listeners only when a session expires', () => {
    const store = createSessionStore(localStorage);
    const changed = vi.fn();
    const expired = vi.fn();
    store.subscribe(changed);
    store.onExpired(expired);

    store.signIn(authResult('customer'));
    store.signOut();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(expired).not.toHaveBeenCalled();

    store.signIn(authResult('customer'));
    store.expire();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('follows another tab signing out', () => {
    sessionStore.signIn(authResult('customer'));
    localStorage.clear();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'token', oldValue: 'x', newValue: null }),
    );
    expect(sessionStore.get()).toBeNull();
  });
});
