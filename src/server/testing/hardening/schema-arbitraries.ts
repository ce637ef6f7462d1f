import fc from 'fast-check';
import { resolveSchema, type JsonSchema, type OpenApiDocument } from './openapi-operations';

/**
 * fast-check arbitraries driven by the OpenAPI document: values that follow a JSON schema (so that a
 * request gets past the first check and reaches deeper code), hostile values (wrong types, huge and odd
 * strings, extreme numbers) and mutations that break a valid value in one to three places.
 */

/** Strings that have broken parsers, SQL, URL handling or logging somewhere before. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1F',
  'true',
  '__proto__',
  'constructor',
  "' OR '1'='1",
  '"; drop table profiles; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%',
  '\u202e\u200b\ufeff',
  '\ud800',
  '😀👩‍👩‍👧‍👦🇩🇪',
  'a\r\nSet-Cookie: injected=1',
  '${jndi:ldap://127.0.0.1:1/a}',
  '{{7*7}}',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://127.0.0.1:1/feed.xml',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]:1/',
  'file:///etc/passwd',
  'ftp://127.0.0.1/x',
  'https://www.youtube.com/@nobody-here',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2024-02-30T25:61:61Z',
  '-0001-01-01',
  '1970-01-01T00:00:00.000Z',
];

const nastyNumbers = [
  -1,
  -0,
  0,
  0.5,
  -2147483649,
  2147483648,
  4294967296,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** Long strings: past every maxLength in the API, and one past PostgreSQL's btree row limit. */
const hugeString = fc
  .tuple(
    fc.constantFrom('x', 'é', '😀', '\u0000', ' '),
    fc.constantFrom(101, 301, 2_001, 5_001, 20_001, 70_000),
  )
  .map(([unit, count]) => unit.repeat(count));

const unicodeString = fc.string({ unit: 'binary', maxLength: 40 });

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: unicodeString },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.constantFrom(...nastyNumbers).map(String) },
);

/** A deeply nested array: recursion in a validator or a JSON walker shows up here. */
const deepValue = fc.integer({ min: 50, max: 500 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
});

/** Any JSON value of a type a field probably does not expect. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...nastyNumbers) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: deepValue },
);

const sampleUrls = [
  'https://example.com/',
  'https://cdn.example.com/episode.mp3',
  'https://www.youtube.com/@hardening',
  'http://127.0.0.1:1/feed.xml',
];

/**
 * Values that satisfy `schema` as far as a schema says anything. String fields draw from `idPool` too,
 * so that ids in bodies (creatorId, subscriptionId, inviteToken) often name someone else's real record.
 */
export function validValue(
  doc: OpenApiDocument,
  schema: JsonSchema,
  idPool: string[],
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolveSchema(doc, schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => validValue(doc, v, idPool, depth + 1)));
  if (Array.isArray(s.type)) {
    return fc.oneof(...s.type.map((type) => validValue(doc, { ...s, type }, idPool, depth + 1)));
  }
  switch (s.type) {
    case 'string':
      return stringValue(s, idPool);
    case 'integer': {
      const min = Math.max(s.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER);
      const max = Math.min(s.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER);
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 1000) }), fc.constantFrom(min, max));
    }
    case 'number': {
      const min = s.minimum ?? -1_000_000;
      const max = s.maximum ?? 1_000_000;
      return fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.constantFrom(min, max));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const items = s.items ?? {};
      const minLength = s.minItems ?? 0;
      return fc.array(validValue(doc, items, idPool, depth + 1), {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 4, 4)),
      });
    }
    case 'object':
      return objectValue(doc, s, idPool, depth);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function stringValue(s: JsonSchema, idPool: string[]): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 40, 40));
  if (s.format === 'uuid') return fc.oneof(fc.uuid(), fc.constantFrom(...idPool.filter(isUuid), idPool[0]!));
  if (s.format === 'date-time' || s.format === 'date') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((d) => (s.format === 'date' ? d.toISOString().slice(0, 10) : d.toISOString()));
  }
  if (s.format === 'uri' || s.format === 'url') return fc.constantFrom(...sampleUrls);
  const fitting = idPool.filter((id) => id.length >= minLength && id.length <= (s.maxLength ?? Infinity));
  const text = fc.string({ minLength, maxLength });
  const urls = sampleUrls.filter((url) => url.length <= (s.maxLength ?? Infinity));
  return fc.oneof(
    { weight: 3, arbitrary: text },
    { weight: fitting.length > 0 ? 2 : 0, arbitrary: fc.constantFrom(...(fitting.length ? fitting : [''])) },
    { weight: urls.length > 0 ? 1 : 0, arbitrary: fc.constantFrom(...(urls.length ? urls : [''])) },
  );
}

function objectValue(
  doc: OpenApiDocument,
  s: JsonSchema,
  idPool: string[],
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const names = Object.keys(properties);
  if (names.length === 0 && s.propertyNames && typeof s.additionalProperties === 'object') {
    return fc.dictionary(
      validValue(doc, s.propertyNames, idPool, depth + 1) as fc.Arbitrary<string>,
      validValue(doc, s.additionalProperties, idPool, depth + 1),
      { maxKeys: 3 },
    );
  }
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of names) model[name] = validValue(doc, properties[name]!, idPool, depth + 1);
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((n) => names.includes(n)) });
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

type PathStep = string | number;

interface Mutation {
  kind: 'replace' | 'delete' | 'extra';
  /** Which node of the value (index into all its nodes, wrapping around). */
  pick: number;
  key: string;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'delete', 'extra'),
  pick: fc.nat(),
  key: fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'id', 'userId', 'isAdmin', 'creatorId'),
    fc.string(),
  ),
  value: hostileValue,
});

function nodePaths(value: unknown, path: PathStep[] = [], out: PathStep[][] = []): PathStep[][] {
  out.push(path);
  if (path.length >= 4) return out;
  if (Array.isArray(value)) value.slice(0, 10).forEach((item, i) => nodePaths(item, [...path, i], out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) nodePaths(item, [...path, key], out);
  }
  return out;
}

function applyMutation(root: unknown, mutation: Mutation): unknown {
  // fast-check hands out the same constant objects ([] and {}) to many runs: never share or edit them.
  const m = { ...mutation, value: structuredClone(mutation.value) };
  const paths = nodePaths(root);
  const path = paths[m.pick % paths.length]!;
  if (path.length === 0) {
    if (m.kind === 'replace') return m.value;
    if (m.kind === 'extra' && root && typeof root === 'object' && !Array.isArray(root)) {
      // defineProperty, so that a "__proto__" key is an own property that JSON.stringify sends.
      Object.defineProperty(root, m.key, {
        value: m.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    }
    return root;
  }
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, step) => (node as Record<PathStep, unknown>)[step], root);
  const last = path[path.length - 1]!;
  const container = parent as Record<PathStep, unknown>;
  if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete container[last];
  } else if (m.kind === 'replace') {
    container[last] = m.value;
  } else {
    const node = container[last];
    if (Array.isArray(node)) node.push(m.value);
    else if (node && typeof node === 'object') {
      Object.defineProperty(node, m.key, {
        value: m.value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
    } else container[last] = m.value;
  }
  return root;
}

/** A schema-valid value broken in zero to three places (zero: the valid value itself). */
export function mutatedValue(
  doc: OpenApiDocument,
  schema: JsonSchema,
  idPool: string[],
): fc.Arbitrary<unknown> {
  return fc
    .tuple(validValue(doc, schema, idPool), fc.array(mutation, { maxLength: 3 }))
    .map(([value, mutations]) =>
      mutations.reduce<unknown>((current, m) => applyMutation(current, m), structuredClone(value)),
    );
}

/** Texts that are not JSON, or JSON that a strict parser should refuse. */
export const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    '{"a":1}}',
    "{'a':1}",
    '{"a":1,}',
    '[1,2',
    'nul',
    'undefined',
    'NaN',
    '{"a":NaN}',
    '{"a":Infinity}',
    '\u0000',
    '\ufeff{}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":1e999999}',
    '{"amountCents":123456789012345678901234567890,"baseVersion":-123456789012345678901234567890}',
    '"unterminated',
    '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
