import fc from 'fast-check';
import type { ApiOperation, JsonSchema } from './api-fuzz';

/**
 * Hostile values and bodies made up by fast-check for fuzz.integration.test.ts: any text and JSON,
 * and bodies of an operation's own schema broken in one place.
 */

/**
 * Values of the seeded database, so schema-shaped input often names real rows: ids (of studios,
 * as bodies name them), dates with free hours, and words such as package and add-on keys.
 */
export type FuzzSamples = { ids: string[]; dates: string[]; words: string[] };

/** Text that has broken parsers, databases and date code before. */
const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '\u202E\u0645',
  '😀'.repeat(50),
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e308',
  '1e309',
  '0x1F',
  ' 42 ',
  '1.5',
  '-1',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2026-11-24T10:00:00Z',
  '2026-1-1',
];

const hugeString = fc.integer({ min: 2_000, max: 20_000 }).map((n) => 'x'.repeat(n));

/** Any text: arbitrary code points (lone surrogates too), known troublemakers, huge ones. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 3 },
  { arbitrary: fc.constantFrom(...TRICKY_STRINGS), weight: 3 },
  { arbitrary: hugeString, weight: 1 },
);

const trickyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    0.5,
    1e308,
    -1e308,
    5e-324,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    24,
    1000,
    10_001,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Keys that reach for the prototype, and other odd ones. */
const trickyKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''),
  fc.string({ maxLength: 10 }),
);

/** Any JSON value, with tricky strings, numbers and keys; objects may own `__proto__`. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false),
    trickyNumber,
    anyText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(trickyKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON texts that JSON.stringify never writes, and some that are no JSON at all. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'nul',
  "{'a':1}",
  '-0',
  '1e309',
  '{"a":-1e309}',
  '"\\ud800"',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '[]'.repeat(3),
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
];

/** A body as sent: its text and content type (undefined: no content-type header). */
export type RawBody = { text: string; contentType: string | undefined };

const contentType = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      undefined,
    ),
    weight: 1,
  },
);

const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';

/** Hostile bodies: arbitrary JSON, raw texts, bodies over the size limit. */
export const anyBody: fc.Arbitrary<RawBody> = fc.record({
  text: fc.oneof(
    { arbitrary: anyJson.map(jsonText), weight: 6 },
    { arbitrary: fc.constantFrom(...RAW_BODIES), weight: 2 },
    { arbitrary: fc.constant(jsonText({ text: 'x'.repeat(1024 * 1024) })), weight: 1 },
  ),
  contentType,
});

/** Dates as the API reads them: near the samples, and malformed ones. */
const dateText = (samples: FuzzSamples) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...samples.dates) },
    {
      weight: 1,
      arbitrary: fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...TRICKY_STRINGS.filter((s) => /\d/.test(s))) },
  );

/** Text matching `schema.pattern` where fast-check can make it (not lookaheads). */
function patternText(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

function stringOf(schema: JsonSchema, samples: FuzzSamples): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return fc.oneof({ arbitrary: fc.constantFrom(...samples.ids), weight: 3 }, fc.uuid());
  }
  const matching = schema.pattern === undefined ? undefined : patternText(schema.pattern);
  if (matching) return matching;
  const minLength = schema.minLength ?? 0;
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) }),
    { weight: 2, arbitrary: dateText(samples) },
    fc.constantFrom(...samples.words),
  );
}

/**
 * A value of the shape `schema` describes (mostly valid: fast-check cannot match every pattern,
 * and dates and ids are only plausible): the base that `mutatedBody` then breaks in one place.
 */
export function valueOf(schema: JsonSchema, samples: FuzzSamples): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  let value: fc.Arbitrary<unknown>;
  if (schema.enum) value = fc.constantFrom(...schema.enum);
  else if (alternatives) value = fc.oneof(...alternatives.map((s) => valueOf(s, samples)));
  else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'object': {
        const properties = schema.properties ?? {};
        value = fc.record(
          Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, valueOf(s, samples)])),
          { requiredKeys: schema.required ?? [] },
        );
        break;
      }
      case 'array': {
        const minLength = schema.minItems ?? 0;
        value = fc.array(valueOf(schema.items ?? {}, samples), {
          minLength,
          maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, 5)),
        });
        break;
      }
      case 'integer':
        value = fc.integer({
          min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
          max: Math.min(schema.maximum ?? 1_000_000, 10_000_000),
        });
        break;
      case 'number':
        value = fc.double({ noNaN: true, noDefaultInfinity: true });
        break;
      case 'boolean':
        value = fc.boolean();
        break;
      case 'string':
        value = stringOf(schema, samples);
        break;
      default:
        value = anyJson;
    }
  }
  return schema.nullable ? fc.option(value, { nil: null, freq: 5 }) : value;
}

type Path = (string | number)[];

/** The places in `value` a mutation can hit: every key and index, and `extraKeys` at the top. */
function placesIn(value: unknown, extraKeys: string[]): Path[] {
  const places: Path[] = extraKeys.map((key) => [key]);
  const walk = (node: unknown, path: Path) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        places.push([...path, index]);
        walk(item, [...path, index]);
      });
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        places.push([...path, key]);
        walk(item, [...path, key]);
      }
    }
  };
  walk(value, []);
  return places;
}

const REMOVE = Symbol('remove');

/** `value` with the member at `path` replaced or removed (REMOVE). */
function withReplaced(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  if (value === null || typeof value !== 'object') return value;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<
    string | number,
    unknown
  >;
  if (rest.length === 0 && replacement === REMOVE) {
    if (Array.isArray(copy)) copy.splice(Number(head), 1);
    else delete copy[head];
    return copy;
  }
  // Defined, not assigned: `__proto__` becomes an own member instead of the prototype.
  Object.defineProperty(copy, head, {
    value: withReplaced(Object.hasOwn(copy, head) ? copy[head] : undefined, rest, replacement),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return copy;
}

/** A body of `schema`'s shape with one member (anywhere in it) replaced by anything, or removed. */
export function mutatedBody(schema: JsonSchema, samples: FuzzSamples): fc.Arbitrary<unknown> {
  const extraKeys = [...Object.keys(schema.properties ?? {}), '__proto__', 'constructor'];
  return fc
    .tuple(
      valueOf(schema, samples),
      fc.nat(),
      fc.oneof(anyJson, fc.constant<typeof REMOVE>(REMOVE)),
    )
    .map(([body, place, replacement]) => {
      const places = placesIn(body, extraKeys);
      return withReplaced(body, places[place % places.length]!, replacement);
    });
}

/** Bodies for an operation: hostile ones, and ones of its own schema broken in one place. */
export function bodiesFor(operation: ApiOperation, samples: FuzzSamples): fc.Arbitrary<RawBody> {
  if (!operation.body) return anyBody;
  return fc.oneof(
    { arbitrary: anyBody, weight: 1 },
    {
      arbitrary: fc.record({
        text: mutatedBody(operation.body, samples).map(jsonText),
        contentType,
      }),
      weight: 2,
    },
  );
}
