import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

type JsonSchema = { type?: string; anyOf?: JsonSchema[]; properties?: Record<string, JsonSchema> };

const INTEGER = /^-?(0|[1-9]\d*)$/;
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

const types = (schema: JsonSchema): string[] => [schema.type ?? '', ...(schema.anyOf ?? []).flatMap(types)];

/**
 * Query strings and path parameters arrive as text. Only the plain spelling of a number or
 * boolean is converted ("7", "true"); "1.5" for an integer, "1e3", "0x10", " 7" stay text and
 * fail validation. (TypeBox's own Value.Convert turns "1.5" into 1, which would let a malformed
 * id address another row.)
 */
function convertText(schema: JsonSchema, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !schema.properties) return value;
  const converted: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [name, property] of Object.entries(schema.properties)) {
    const text = converted[name];
    if (typeof text !== 'string') continue;
    const allowed = types(property);
    if (allowed.includes('integer') && INTEGER.test(text)) converted[name] = Number(text);
    else if (allowed.includes('number') && NUMBER.test(text)) converted[name] = Number(text);
    else if (allowed.includes('boolean') && (text === 'true' || text === 'false')) converted[name] = text === 'true';
  }
  return converted;
}

/** Validates every part with TypeBox: bodies exactly as sent (no coercion), text parts strictly converted. */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  return (value) => {
    const input = httpPart === 'body' ? value : convertText(schema as JsonSchema, value);
    if (check.Check(input)) return { value: input };
    return { error: check.Errors(input) as unknown as FastifySchemaValidationError[] };
  };
};
