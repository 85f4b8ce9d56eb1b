/**
 * Size rules read from a route's JSON schema: which arrays and strings have no bound (a route with
 * one is refused at registration), how large a valid body can be (the route's body limit), and the
 * first value over a bound (found in one linear pass, before the validator lists errors).
 */
export type SchemaNode = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  maxItems?: number;
  maxLength?: number;
  maximum?: number;
};

const isType = (schema: SchemaNode, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
const fixed = (schema: SchemaNode) => schema.const !== undefined || schema.enum !== undefined;

/** JSON pointers of every array without maxItems, string without maxLength, number without maximum and open object. */
export function unbounded(schema: SchemaNode, pointer = ''): string[] {
  if (fixed(schema)) return [];
  const found: string[] = [];
  for (const option of schema.anyOf ?? []) found.push(...unbounded(option, pointer));
  if (isType(schema, 'string') && schema.maxLength === undefined) found.push(`${pointer} (string without maxLength)`);
  if ((isType(schema, 'integer') || isType(schema, 'number')) && schema.maximum === undefined) found.push(`${pointer} (number without maximum)`);
  if (isType(schema, 'array')) {
    if (schema.maxItems === undefined) found.push(`${pointer} (array without maxItems)`);
    if (schema.items) found.push(...unbounded(schema.items, `${pointer}/*`));
  }
  if (isType(schema, 'object')) {
    if (schema.additionalProperties !== false) found.push(`${pointer} (object open to unknown fields)`);
    for (const [name, property] of Object.entries(schema.properties ?? {})) found.push(...unbounded(property, `${pointer}/${name}`));
  }
  return found;
}

/** JSON's worst case per UTF-16 unit of a string (`\uXXXX`), and of any number or literal. */
const ESCAPED_UNIT = 6;
const SCALAR = 32;

/** The most bytes compact JSON of a value valid against the schema can take (Infinity when unbounded). */
export function largestJson(schema: SchemaNode): number {
  if (fixed(schema)) return Math.max(...[schema.const, ...(schema.enum ?? [])].map((v) => (JSON.stringify(v) ?? '').length), SCALAR);
  if (schema.anyOf) return Math.max(...schema.anyOf.map(largestJson));
  if (isType(schema, 'string')) return schema.maxLength === undefined ? Infinity : 2 + ESCAPED_UNIT * schema.maxLength;
  if (isType(schema, 'array')) {
    if (schema.maxItems === undefined || !schema.items) return Infinity;
    return 2 + schema.maxItems * (largestJson(schema.items) + 1);
  }
  if (isType(schema, 'object')) {
    if (schema.additionalProperties !== false) return Infinity;
    return Object.entries(schema.properties ?? {}).reduce((sum, [name, property]) => sum + name.length + 4 + largestJson(property), 2);
  }
  return SCALAR;
}

export type SizeError = { instancePath: string; message: string; keyword: string; params: Record<string, unknown> };

/**
 * The first array or string in `value` longer than its schema allows. One pass, visiting each
 * element once: the validator asks this before listing errors, so a huge array is refused for its
 * length without its items being compared with each other.
 */
export function firstOversized(schema: SchemaNode, value: unknown, pointer = ''): SizeError | undefined {
  for (const option of schema.anyOf ?? []) {
    const found = firstOversized(option, value, pointer);
    if (found) return found;
  }
  if (typeof value === 'string' && isType(schema, 'string') && schema.maxLength !== undefined && value.length > schema.maxLength) {
    return { instancePath: pointer, keyword: 'maxLength', params: { limit: schema.maxLength }, message: `must be at most ${schema.maxLength} characters` };
  }
  if (Array.isArray(value) && isType(schema, 'array')) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) {
      return { instancePath: pointer, keyword: 'maxItems', params: { limit: schema.maxItems }, message: `must have at most ${schema.maxItems} items` };
    }
    if (!schema.items) return undefined;
    for (let i = 0; i < value.length; i++) {
      const found = firstOversized(schema.items, value[i], `${pointer}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && schema.properties) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value, name)) continue;
      const found = firstOversized(property, (value as Record<string, unknown>)[name], `${pointer}/${name}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** A UTF-16 surrogate that is not half of a pair (with the u flag a pair reads as one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** The first string (value or field name) that is not well-formed UTF-16: a lone surrogate cannot be stored or shown. */
export function firstIllFormed(value: unknown, pointer = ''): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? pointer : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
  for (const [name, item] of entries) {
    if (LONE_SURROGATE.test(name)) return `${pointer}/${name.replace(/\p{Cs}/gu, '\uFFFD')}`;
    const found = firstIllFormed(item, `${pointer}/${name}`);
    if (found !== undefined) return found;
  }
  return undefined;
}
