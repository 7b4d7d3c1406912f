/**
 * Query-key prefixes of the public catalogue, apart from their fetchers: invalidating them
 * (invalidate-studio-catalogue.ts) then loads neither the listing's nor the city list's code,
 * which a studio's page does not otherwise need (docs/decisions/014).
 */

/** Every listing page: ['studios', 'list', ...] (get-studios.ts). */
export const STUDIO_LIST_KEY = ['studios', 'list'] as const;

/** The city list (get-studio-cities.ts). */
export const STUDIO_CITIES_KEY = ['studios', 'cities'] as const;
