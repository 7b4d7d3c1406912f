import type { AuthResult, Role } from '@studio-hive/domain';

const names: Record<Role, string> = {
  customer: 'Rohan Mehta',
  owner: 'Meera Kapoor',
  admin: 'Anil Admin',
};

/** A session as login returns it, for a user of `role`. */
export function authResult(role: Role): AuthResult {
  return {
    token: `token-of-${role}`,
    role,
    user: {
      _id: `user-${role}`,
      name: names[role],
      email: `${role}@example.com`,
      phone: '9876543210',
      role,
    },
  };
}
