/**
 * /studios/in/{city} (docs/product.md#screens): dashes in the city parameter become spaces and each word
 * is capitalised, to preselect the city filter. The web app and the server's page metadata for
 * that route both read the parameter this way.
 */
export function cityFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * The city parameter of a link to /studios/in/{city}: lower-cased words joined by dashes, so
 * `cityFromSlug` reads the city back ('New Delhi' -> 'new-delhi').
 */
export function citySlug(city: string): string {
  return city.trim().toLowerCase().split(/\s+/).filter(Boolean).join('-');
}

/** A city listing's title before ' | Studio Hive' (the server's head and the web app's alike). */
export function cityPageTitle(city: string): string {
  return `Podcast and video studios in ${city}`;
}
