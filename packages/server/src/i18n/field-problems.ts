import type { FastifyError } from 'fastify';
import type { FieldProblem } from '../lib/errors.js';
import { say, type MessageKey, type Say } from './say.js';

type Validation = NonNullable<FastifyError['validation']>;
type Issue = Validation[number];

/** Schema keywords whose problem is "at most / at least {{limit}}" (TypeBox's and the size guard's own). */
const LIMITS: Record<string, MessageKey> = {
  minLength: 'field.minLength',
  maxLength: 'field.maxLength',
  minimum: 'field.minimum',
  maximum: 'field.maximum',
  exclusiveMinimum: 'field.exclusiveMinimum',
  exclusiveMaximum: 'field.exclusiveMaximum',
  multipleOf: 'field.multipleOf',
  minItems: 'field.minItems',
  maxItems: 'field.maxItems',
};
const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array', 'null']);
const FORMATS = new Set(['date-time', 'date', 'time', 'email', 'uri']);

/** What is wrong with one value, in the catalog's words (by the schema keyword that failed). */
function problemOf(issue: Issue): Say {
  const params = (issue.params ?? {}) as { limit?: number; type?: string; format?: string };
  const limit = LIMITS[issue.keyword];
  if (limit) return say(limit, { limit: params.limit ?? '' });
  switch (issue.keyword) {
    case 'required': return say('field.required');
    case 'type': return TYPES.has(params.type ?? '') ? say('field.type', { type: say(`type.${params.type}` as MessageKey) }) : say('field.invalid');
    case 'format': return FORMATS.has(params.format ?? '') ? say('field.format', { format: say(`format.${params.format}` as MessageKey) }) : say('field.pattern');
    case 'pattern': return say('field.pattern');
    case 'uniqueItems': return say('field.uniqueItems');
    // An unknown field: reported both as the object's keyword and as the field's `false` schema.
    case 'additionalProperties':
    case 'boolean': return say('field.notAccepted');
    case 'const':
    case 'enum':
    case 'anyOf':
    case 'oneOf': return say('field.notAllowed');
    case 'wellFormed': return say('field.wellFormed');
    default: return say('field.invalid');
  }
}

/**
 * The schema's complaints as field problems: the pointer into the request part (`body/username`; a
 * missing property is pointed at by name) and what is wrong, said per keyword so it reads in either language.
 */
export function fieldProblems(validation: Validation, context: string | undefined): FieldProblem[] {
  return validation.map((issue) => {
    const missing = (issue.params as { requiredProperties?: string[]; missingProperty?: string; additionalProperties?: string[] } | undefined) ?? {};
    const property = missing.missingProperty ?? missing.requiredProperties?.join(', ') ?? missing.additionalProperties?.join(', ');
    const pointer = issue.instancePath || (property ? `/${property}` : '');
    const field = `${context ?? 'body'}${pointer}`;
    return { field, text: problemOf(issue) };
  });
}

/** The envelope's message of a failed validation: the first field and its problem. */
export const validationMessage = (fields: readonly FieldProblem[]): Say =>
  fields[0] ? say('field.problem', { field: fields[0].field, problem: fields[0].text }) : say('request.invalid');
