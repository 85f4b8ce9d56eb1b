import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { SAVE_BRANCH_KEY } from '@drawdesk/contracts';
import { firstIllFormed, firstOversized, type SchemaNode } from './bounds.js';

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

/** A client is told about this many problems at most; listing more only costs time. */
export const MAX_ERRORS = 10;

/**
 * Why a value fails, in time linear in its size: text that is not well-formed and values over a
 * length bound are found in one pass and reported alone, so TypeBox's full error list (whose
 * uniqueness report is quadratic) only ever sees arrays within their bound.
 */
function problems(schema: TSchema, value: unknown, listAll: () => unknown[]): FastifySchemaValidationError[] {
  const illFormed = firstIllFormed(value);
  if (illFormed !== undefined) {
    return [{ keyword: 'wellFormed', instancePath: illFormed, schemaPath: '#', params: {}, message: 'must be well-formed text (a lone UTF-16 surrogate is not)' }];
  }
  const oversized = firstOversized(schema as SchemaNode, value);
  if (oversized) return [{ ...oversized, schemaPath: '#' }];
  return listAll().slice(0, MAX_ERRORS) as FastifySchemaValidationError[];
}

type Branched = { anyOf: [TSchema, TSchema]; [SAVE_BRANCH_KEY]: string };
const isBranched = (schema: TSchema): schema is TSchema & Branched => SAVE_BRANCH_KEY in schema && Array.isArray((schema as { anyOf?: unknown }).anyOf);

/**
 * The errors to report for a value. A save body (create or update) reports those of the branch its
 * `id` chooses: "version is required" for an update without one, not every way it also fails to be a create.
 */
function errorsOf(schema: TSchema): (value: unknown) => unknown[] {
  if (!isBranched(schema)) {
    const check = Compile(schema);
    return (value) => [...check.Errors(value)];
  }
  const create = Compile(schema.anyOf[0]);
  const update = Compile(schema.anyOf[1]);
  const key = schema[SAVE_BRANCH_KEY];
  return (value) => [...(typeof value === 'object' && value !== null && key in value ? update : create).Errors(value)];
}

/** Validates every part with TypeBox: bodies exactly as sent (no coercion), text parts strictly converted. */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = Compile(schema);
  const errors = errorsOf(schema);
  return (value) => {
    const input = httpPart === 'body' ? value : convertText(schema as JsonSchema, value);
    // Checked first and for every part: TypeBox accepts a lone surrogate as a string.
    if (firstIllFormed(input) === undefined && check.Check(input)) return { value: input };
    return { error: problems(schema, input, () => errors(input)) };
  };
};
