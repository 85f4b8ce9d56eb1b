import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
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
