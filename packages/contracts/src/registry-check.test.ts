import { describe, expect, it } from 'vitest';
import type { Registry, RemoteEntry } from './registry.js';
import { registryProblems } from './registry-check.js';

const entry = (name: string, paths: string[]): RemoteEntry => ({
  name,
  manifestUrl: `/remotes/${name}/mf-manifest.json`,
  version: '1.0.0',
  basePath: `/${name}`,
  roles: [],
  order: 1,
  icon: 'IconFile',
  title: { 'zh-CN': name, 'en-US': name },
  routes: paths.map((path) => ({ path, title: { 'zh-CN': path, 'en-US': path } })),
});
const registry = (...remotes: RemoteEntry[]): Registry => ({ remotes });

describe('registryProblems', () => {
  it.each([
    ['agreeing', registry(entry('a', ['/a/list', '/a/detail'])), [{ name: 'a', pages: ['/a/detail', '/a/list'] }], []],
    ['a remote folder not in the registry yet', registry(), [{ name: 'new', pages: ['/new/list'] }], []],
    ['an entry without a folder', registry(entry('ghost', ['/ghost/list'])), [], ['registry entry "ghost" has no remote folder remotes/ghost']],
    [
      'a page the registry does not list',
      registry(entry('a', ['/a/list'])),
      [{ name: 'a', pages: ['/a/list', '/a/extra'] }],
      ['remote "a" has pages the registry does not list: /a/extra'],
    ],
    [
      'a route without a page',
      registry(entry('a', ['/a/list', '/a/gone'])),
      [{ name: 'a', pages: ['/a/list'] }],
      ['registry entry "a" lists routes its remote has no page for: /a/gone'],
    ],
    [
      'two remotes claiming one path',
      registry(entry('a', ['/a/list', '/shared']), entry('b', ['/b/list', '/shared'])),
      [
        { name: 'a', pages: ['/a/list', '/shared'] },
        { name: 'b', pages: ['/b/list', '/shared'] },
      ],
      ['path /shared is claimed by "a" and "b"'],
    ],
  ] as const)('%s', (_name, given, remotes, problems) => {
    expect(registryProblems(given, remotes)).toEqual(problems);
  });
});
