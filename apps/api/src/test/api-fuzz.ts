import fc from 'fast-check';
import { anyText, valueOf, type FuzzSamples } from './fuzz-bodies';

/**
 * Requests made up by fast-check for fuzz.integration.test.ts: the API's operations as its OpenAPI
 * document declares them, and hostile query strings, path parameters and tokens for each (bodies:
 * fuzz-bodies.ts).
 */

/** The part of JSON Schema the route schemas use (as fastify-type-provider-zod writes them). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiOperation = {
  method: HttpMethod;
  /** As in the document, parameters in braces: `/api/booking/{id}/cancel`. */
  path: string;
  pathParameters: string[];
  query: Record<string, JsonSchema>;
  /** The JSON request body's schema, if the operation declares one. */
  body: JsonSchema | undefined;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every operation of an OpenAPI document (`app.swagger()`). */
export function apiOperations(document: {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}): ApiOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase() as HttpMethod,
        path,
        pathParameters: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: operation.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** Percent-encodes the UTF-8 of `text` (lone surrogates become U+FFFD, as a browser sends them). */
export function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Pieces of a URL as some clients send them: bad escapes, overlong UTF-8, doubled encoding. */
const ODD_ESCAPES = [
  '%',
  '%z',
  '%zz',
  '%ff',
  '%00',
  '%C0%AF',
  '%E2%80%AE',
  '%ED%A0%80',
  '%252e',
  '%2F',
  '%5C',
  '+',
  '%2B',
  '%20',
  ';',
  '[]',
];

/** Query strings: the operation's own parameters and others, repeated, odd and very long. */
export function queryStringsFor(
  operation: ApiOperation,
  samples: FuzzSamples,
): fc.Arbitrary<string> {
  const names = Object.keys(operation.query);
  const name = fc.oneof(
    ...(names.length > 0 ? [{ arbitrary: fc.constantFrom(...names), weight: 4 }] : []),
    {
      arbitrary: fc.constantFrom('__proto__', 'constructor', 'q[]', 'page[0]', 'a.b', ''),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 10 }).map(percentEncoded), weight: 1 },
  );
  const ownValue = names.map((n) => valueOf(operation.query[n]!, samples).map(String));
  const value = fc.oneof(
    ...ownValue.map((arbitrary) => ({ arbitrary: arbitrary.map(percentEncoded), weight: 2 })),
    { arbitrary: anyText.map(percentEncoded), weight: 2 },
    { arbitrary: fc.constantFrom(...ODD_ESCAPES), weight: 1 },
  );
  const piece = fc.oneof(
    { arbitrary: fc.tuple(name, value).map(([n, v]) => `${n}=${v}`), weight: 6 },
    { arbitrary: name, weight: 1 },
    { arbitrary: fc.constantFrom('&', '=', '==', '&&', ...ODD_ESCAPES), weight: 1 },
  );
  return fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('&'));
}

/** UUIDs other than the `existing` ones. */
export function unknownUuids(existing: string[]): fc.Arbitrary<string> {
  const known = new Set(existing.map((id) => id.toLowerCase()));
  return fc.uuid().filter((id) => !known.has(id));
}

/**
 * Path parameters other than `existing` ids: arbitrary text, non-UUIDs, UUIDs of nothing, path
 * traversal and encoded slashes, over-long ones. Already encoded for the URL.
 */
export function pathParameters(existing: string[]): fc.Arbitrary<string> {
  const unknownUuid = unknownUuids(existing);
  return fc.oneof(
    { arbitrary: unknownUuid, weight: 3 },
    {
      arbitrary: fc
        .tuple(unknownUuid, fc.constantFrom('', '.ics', '%2F..', '%00', '%20', '%7D', '%0A'))
        .map(([id, suffix]) => `${id.toUpperCase()}${suffix}`),
      weight: 1,
    },
    { arbitrary: anyText.map(percentEncoded), weight: 3 },
    {
      arbitrary: fc.constantFrom(
        '..',
        '.',
        '%2e%2e',
        '..%2F..%2Fetc%2Fpasswd',
        '%2e%2e%2f%2e%2e%2f',
        '..%5C..%5C',
        'a%2Fb',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '0',
        '-1',
        'null',
        ':id',
        '%7Bid%7D',
        '*',
        ...ODD_ESCAPES,
      ),
      weight: 2,
    },
    { arbitrary: fc.integer({ min: 90, max: 400 }).map((n) => 'a'.repeat(n)), weight: 1 },
  );
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Authorization headers no signed-in account sent: malformed ones, unsigned tokens (`alg: none`)
 * and `bearer`'s own token with an admin's claims put in, its signature left as it was.
 */
export function forgedAuthorizations(bearer: string): fc.Arbitrary<string> {
  const [header, , signature] = bearer.replace(/^Bearer /, '').split('.');
  const adminClaims = fc.record({
    id: fc.uuid(),
    role: fc.constantFrom('admin', 'owner', 'root'),
    pwc: fc.constant(0),
    iat: fc.constant(1_700_000_000),
    exp: fc.constantFrom(4_000_000_000, 1e308, -1),
  });
  return fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer  ',
      'bearer x',
      'Basic dXNlcjpwYXNz',
      'Bearer a.b.c',
      'Bearer ...',
      `Bearer ${'a'.repeat(10_000)}`,
    ),
    anyText.map((text) => `Bearer ${percentEncoded(text)}`),
    adminClaims.map((claims) => `Bearer ${base64url({ alg: 'none' })}.${base64url(claims)}.`),
    adminClaims.map((claims) => `Bearer ${header}.${base64url(claims)}.${signature}`),
  );
}
