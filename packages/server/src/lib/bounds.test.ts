import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { CustomerSave, MessageReadBody, PlanSave } from '@drawdesk/contracts';
import { firstIllFormed, firstOversized, largestJson, unbounded, type SchemaNode } from './bounds.js';
import { validatorCompiler } from './validator.js';

const node = (schema: unknown) => schema as SchemaNode;

describe('unbounded', () => {
  it.each([
    ['a string without maxLength', Type.Object({ a: Type.String() }, { additionalProperties: false }), ['/a (string without maxLength)']],
    ['an array without maxItems', Type.Object({ a: Type.Array(Type.Integer({ maximum: 9 })) }, { additionalProperties: false }), ['/a (array without maxItems)']],
    ['a number without maximum', Type.Object({ a: Type.Integer() }, { additionalProperties: false }), ['/a (number without maximum)']],
    ['an open object', Type.Object({}), [' (object open to unknown fields)']],
    ['a string in a union', Type.Object({ a: Type.Union([Type.String(), Type.Null()]) }, { additionalProperties: false }), ['/a (string without maxLength)']],
    ['literals', Type.Object({ a: Type.Union([Type.Literal('x'), Type.Literal('y')]) }, { additionalProperties: false }), []],
  ])('finds %s', (_name, schema, expected) => {
    expect(unbounded(node(schema))).toEqual(expected);
  });

  it.each([CustomerSave, PlanSave, MessageReadBody])('finds nothing in the contracts', (schema) => {
    expect(unbounded(node(schema))).toEqual([]);
  });
});

describe('largestJson', () => {
  it('is at least the size of a maximal valid body', () => {
    const ids = Array.from({ length: 500 }, (_, i) => 2_147_483_647 - i);
    expect(largestJson(node(MessageReadBody))).toBeGreaterThanOrEqual(JSON.stringify({ ids }).length);
    const tags = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(20, '\u0001'));
    const customer = { id: 1, version: 1, code: 'c'.repeat(32), name: 'n'.repeat(50), phone: '+'.padEnd(21, '9'), channel: 'wechat', agentId: 1, planId: 1, creditLimit: 1, status: 'active', tags, remark: '\u0001'.repeat(500) };
    expect(largestJson(node(CustomerSave))).toBeGreaterThanOrEqual(JSON.stringify(customer).length);
  });
});

describe('firstOversized', () => {
  it('reports the first array over its bound without looking at its items', () => {
    expect(firstOversized(node(MessageReadBody), { ids: Array(150_000).fill(1) })).toMatchObject({ instancePath: '/ids', keyword: 'maxItems' });
    expect(firstOversized(node(MessageReadBody), { ids: Array(500).fill(1) })).toBeUndefined();
  });
  it('reports a string over its bound, inside arrays and unions too', () => {
    expect(firstOversized(node(CustomerSave), { tags: ['ok', 'x'.repeat(21)] })).toMatchObject({ instancePath: '/tags/1', keyword: 'maxLength' });
    expect(firstOversized(node(CustomerSave), { phone: '1'.repeat(22) })).toMatchObject({ instancePath: '/phone' });
  });
});

describe('firstIllFormed', () => {
  it.each([
    ['\ud800', ''],
    [{ a: ['ok', 'x\udc00'] }, '/a/1'],
    [{ ['k\ud800']: 1 }, '/k\ufffd'],
  ])('finds a lone surrogate in %j', (value, pointer) => {
    expect(firstIllFormed(value)).toBe(pointer);
  });
  it.each(['😀', { a: ['中文', '\ud83d\ude00'] }, 12, null])('accepts well-formed %j', (value) => {
    expect(firstIllFormed(value)).toBeUndefined();
  });
});

describe('the validator on huge and ill-formed input', () => {
  const validate = validatorCompiler({ schema: MessageReadBody, httpPart: 'body', url: '/x', method: 'POST' }) as (v: unknown) => { error?: { instancePath: string; keyword: string }[] };
  it('refuses 150,000 duplicate ids with one error about their number', () => {
    expect(validate({ ids: Array(150_000).fill(1) }).error).toEqual([expect.objectContaining({ instancePath: '/ids', keyword: 'maxItems' })]);
  });
  it('lists at most a few errors', () => {
    expect(validate({ ids: Array(500).fill('x') }).error!.length).toBeLessThanOrEqual(10);
  });
  it('refuses a lone surrogate that the schema alone would accept', () => {
    const text = validatorCompiler({ schema: Type.Object({ a: Type.String({ maxLength: 9 }) }), httpPart: 'querystring', url: '/x', method: 'GET' }) as (v: unknown) => { error?: unknown };
    expect(text({ a: 'a\ud800' }).error).toEqual([expect.objectContaining({ instancePath: '/a', keyword: 'wellFormed' })]);
    expect(text({ a: 'ab' }).error).toBeUndefined();
  });
});
