/** Roles and the permission rule of docs/product.md#roles: admin > owner > customer. */
export const ROLES = ['customer', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose at signup (docs/product.md#account-validation: admin is not allowed). */
export const SIGNUP_ROLES = ['customer', 'owner'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

const RANK: Record<Role, number> = { customer: 0, owner: 1, admin: 2 };

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Whether a user of `role` satisfies a requirement for `required`:
 * admin may do anything; owner satisfies owner or customer; customer only customer.
 */
export function hasRole(role: Role, required: Role): boolean {
  return RANK[role] >= RANK[required];
}

/** Where /dashboard sends each role (docs/product.md#role-routes). */
export function dashboardPath(role: Role | null | undefined): string {
  if (role === 'admin') return '/dashboard/admin';
  if (role === 'owner') return '/dashboard/owner';
  return '/dashboard/customer';
}
