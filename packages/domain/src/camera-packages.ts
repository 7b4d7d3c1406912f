/** The four fixed camera packages of a studio (docs/product.md#studios and docs/product.md#constants). */
export const PACKAGE_KEYS = ['No Cam', '1 Cam', '2 Cam', '3 Cam'] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];

export const PACKAGE_LABELS: Readonly<Record<PackageKey, string>> = {
  'No Cam': 'No Camera',
  '1 Cam': '1 Camera',
  '2 Cam': '2 Cameras',
  '3 Cam': '3 Cameras',
};

/** Descriptions a new studio's packages start with (docs/product.md#studios). */
export const PACKAGE_DEFAULT_DESCRIPTIONS: Readonly<Record<PackageKey, string>> = {
  'No Cam': 'Studio without equipments',
  '1 Cam': 'Basic single camera setup',
  '2 Cam': 'Dual camera angles',
  '3 Cam': 'Full setup with 3 cameras',
};

/** Packages that must carry a price when a studio is added or edited; No Cam is optional (docs/product.md#studio-validation, rule 2). */
export const REQUIRED_PRICED_PACKAGE_KEYS = [
  '1 Cam',
  '2 Cam',
  '3 Cam',
] as const satisfies readonly PackageKey[];

/** The admin screens also know the keys 1cam, 2cam and 3cam under these names (docs/product.md#studios). */
export const ADMIN_PACKAGE_LABELS: Readonly<Record<string, string>> = {
  '1cam': '1 Camera Setup',
  '2cam': '2 Camera Setup',
  '3cam': '3 Camera Setup',
};

export function isPackageKey(value: unknown): value is PackageKey {
  return typeof value === 'string' && (PACKAGE_KEYS as readonly string[]).includes(value);
}

/** Display name of a package key in either form: '2 Cam' -> '2 Cameras', '2cam' -> '2 Camera Setup'; unknown keys as given. */
export function packageLabel(key: string): string {
  if (isPackageKey(key)) return PACKAGE_LABELS[key];
  return Object.hasOwn(ADMIN_PACKAGE_LABELS, key) ? (ADMIN_PACKAGE_LABELS[key] ?? key) : key;
}
