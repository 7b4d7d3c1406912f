/** Reading and writing the HTTP headers that negotiate a response's form. */

/**
 * The values an `Accept` or `Accept-Encoding` header takes, in lower case, without their
 * parameters: a value refused with `q=0` is not taken.
 */
export function acceptedValues(header: string | undefined): Set<string> {
  return new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim())
      .filter(Boolean),
  );
}

/**
 * A `Vary` value that keeps what the app's hooks named before (CORS: `Origin`) ahead of `value`,
 * for the replies that set their own Vary.
 */
export function varyAfter(before: string | string[] | number | undefined, value: string): string {
  if (before === undefined) return value;
  return `${Array.isArray(before) ? before.join(', ') : before}, ${value}`;
}
