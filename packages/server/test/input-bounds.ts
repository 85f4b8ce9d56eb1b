import type { SchemaNode } from '../src/lib/bounds.js';

/** A place in a body: field names, and 0 for "the first item of this array". */
export type FieldPath = (string | 0)[];
export type Bounded = { path: FieldPath; schema: SchemaNode };

/** Every array and string of a body schema that the sample reaches, found by walking the schema (so new routes are covered). */
export function boundedFields(schema: SchemaNode, sample: unknown, path: FieldPath = []): Bounded[] {
  const found: Bounded[] = [];
  const options = schema.anyOf ?? [schema];
  for (const option of options) {
    if (option.type === 'array') {
      found.push({ path, schema: option });
      if (option.items && Array.isArray(sample) && sample.length > 0) found.push(...boundedFields(option.items, sample[0], [...path, 0]));
    } else if (option.type === 'string' && option.maxLength !== undefined && option.const === undefined) {
      found.push({ path, schema: option });
    } else if (option.type === 'object' && typeof sample === 'object' && sample !== null) {
      for (const [name, property] of Object.entries(option.properties ?? {})) {
        if (name in sample) found.push(...boundedFields(property, (sample as Record<string, unknown>)[name], [...path, name]));
      }
    }
  }
  return found;
}

/** A copy of `body` with the value at `path` replaced. */
export function withValue(body: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(body)) return body.map((item, i) => (i === head ? withValue(item, rest, value) : item));
  const record = body as Record<string, unknown>;
  return { ...record, [head!]: withValue(record[head!], rest, value) };
}

export function valueAt(body: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], body);
}

/** `count` items for an array: distinct where the item type allows (so "at the bound" can be valid), else copies of the sample's first. */
export function items(schema: SchemaNode, sample: unknown, count: number, distinct: boolean): unknown[] {
  const first = Array.isArray(sample) && sample.length > 0 ? sample[0] : 1;
  const item = schema.items ?? {};
  return Array.from({ length: count }, (_, i) => {
    if (!distinct) return first;
    if (item.type === 'integer') return Math.min(i + 1, item.maximum ?? i + 1);
    if (item.type === 'string') return `t${i}`.slice(0, item.maxLength ?? 10);
    return first;
  });
}
