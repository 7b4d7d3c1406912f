import { createHash } from 'node:crypto';

/** A strong ETag from the body's bytes: equal bodies, equal tags, across processes. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether a request's `If-None-Match` names `etag`, so a 304 answers it: one tag, a list of
 * them, weak ones (`W/`, compared weakly as the header asks) or `*`.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
