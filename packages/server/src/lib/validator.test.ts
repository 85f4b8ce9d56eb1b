import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { SaveBody } from '@drawdesk/contracts';
import { validatorCompiler } from './validator.js';

const schema = Type.Object(
  { id: Type.Integer({ minimum: 1 }), ratio: Type.Optional(Type.Number()), on: Type.Optional(Type.Boolean()), name: Type.Optional(Type.String()) },
  { additionalProperties: false },
);
const validate = (httpPart: string) => validatorCompiler({ schema, httpPart, url: '/x', method: 'GET' }) as (v: unknown) => { value?: unknown; error?: unknown };

describe('validatorCompiler', () => {
  it.each([
    [{ id: '7' }, { id: 7 }],
    [{ id: '7', ratio: '0.5', on: 'true', name: '12' }, { id: 7, ratio: 0.5, on: true, name: '12' }],
    [{ id: '7', on: 'false' }, { id: 7, on: false }],
  ])('converts the plain spelling in text parts: %j', (input, output) => {
    expect(validate('querystring')(input)).toEqual({ value: output });
  });

  it.each(['1.5', '1.0', '1e3', '0x10', ' 7', '7 ', '+7', '007', '', 'abc', '0', '-3'])('refuses id %j', (id) => {
    expect(validate('params')({ id })).toHaveProperty('error');
  });

  it('never coerces a body: "7" is not an integer there', () => {
    expect(validate('body')({ id: '7' })).toHaveProperty('error');
    expect(validate('body')({ id: 7 })).toEqual({ value: { id: 7 } });
  });

  it('refuses unknown fields', () => {
    expect(validate('querystring')({ id: '1', extra: 'x' })).toHaveProperty('error');
  });
});

describe('a save body (create or update)', () => {
  const save = SaveBody({ name: Type.String({ maxLength: 10 }) });
  const validateSave = validatorCompiler({ schema: save, httpPart: 'body', url: '/x/save', method: 'POST' }) as (v: unknown) => {
    value?: unknown;
    error?: { instancePath: string; params: Record<string, unknown>; keyword: string }[];
  };

  it.each([[{ name: 'a' }], [{ id: 3, version: 0, name: 'a' }]])('takes a create and an update: %j', (body) => {
    expect(validateSave(body)).toEqual({ value: body });
  });

  it('reports an update without its version as that, alone', () => {
    const { error } = validateSave({ id: 3, name: 'a' });
    expect(error).toHaveLength(1);
    expect(error?.[0]).toMatchObject({ keyword: 'required' });
    expect(JSON.stringify(error?.[0]?.params)).toContain('version');
  });

  it('reports a create by the create schema: a version without an id is an unknown field', () => {
    const { error } = validateSave({ version: 1, name: 'a' });
    expect(error?.map((e) => e.keyword)).toContain('additionalProperties');
    expect(JSON.stringify(error)).not.toContain('required');
  });
});
