import type { Access } from '../roles.js';

export type Method = 'GET' | 'POST' | 'DELETE';

/**
 * One API endpoint, declared once: the server registers its route from it, the console and the e2e tests call
 * it, the access table checks it. Plain data, so a browser bundle gets no schema code: `In` (the body, or the
 * query string of a GET), `Out` (the envelope's data) and `Params` (the path parameters) exist only as types.
 */
export type Endpoint<In = unknown, Out = unknown, Params = never> = {
  readonly method: Method;
  /** Under /api/v1, with `:name` for each path parameter. */
  readonly path: string;
  readonly access: Access;
  /** Never set: carries the types from the declaration to the callers. */
  readonly types?: { in: In; out: Out; params: Params };
};

export const endpoint = <In, Out, Params = never>(method: Method, path: string, access: Access): Endpoint<In, Out, Params> => ({ method, path, access });

export type InOf<E> = E extends Endpoint<infer In, unknown, unknown> ? In : never;
export type OutOf<E> = E extends Endpoint<unknown, infer Out, unknown> ? Out : never;
export type ParamsOf<E> = E extends Endpoint<unknown, unknown, infer Params> ? Params : never;

/** The path with its parameters filled in: `/customer/remove/:id` with `{ id: 7 }` is `/customer/remove/7`. */
export function pathOf(endpoint: Endpoint<unknown, unknown, unknown>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
