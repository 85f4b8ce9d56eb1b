import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_ENTRIES, SINGLETONS, catalogVersions, federation, packageModules, sharedSingletons, workspaceVersion } from './index.js';

describe('catalogVersions', () => {
  it('reads quoted and plain names of the catalog section only', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mf-')), 'pnpm-workspace.yaml');
    fs.writeFileSync(file, 'packages:\n  - host\ncatalog:\n  "@scope/a": 1.2.3\n  react: 18.3.1 # pinned\noverrides:\n  typescript: 6.0.3\n');
    expect(catalogVersions(file)).toEqual({ '@scope/a': '1.2.3', react: '18.3.1' });
  });
});

describe('sharedSingletons', () => {
  it('shares every singleton with the exact catalog version, never workspace:*', () => {
    const catalog = catalogVersions();
    const shared = sharedSingletons();
    for (const name of SINGLETONS) {
      expect(shared[name]).toMatchObject({ singleton: true, eager: false, version: catalog[name], requiredVersion: catalog[name] });
      expect(catalog[name]).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('provides react-router-dom and react-i18next as tree-shaken modules of ours, the others as their packages', () => {
    const shared = sharedSingletons();
    expect(shared['react-router-dom'].import).toBe('@drawdesk/mf-config/react-router-dom');
    expect(shared['react-i18next'].import).toBe(path.join(import.meta.dirname, 'react-i18next.js'));
    for (const name of SINGLETONS.filter((n) => n !== 'react-router-dom' && n !== 'react-i18next')) expect(shared[name]).not.toHaveProperty('import');
  });

  it("shares the shell at its package's version and requires its major (the e2e test shell-version builds against another)", () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../shell/package.json'), 'utf8'));
    expect(sharedSingletons()['@drawdesk/shell']).toEqual({ singleton: true, eager: false, version, requiredVersion: `^${version}`, strictVersion: true });
  });

  it("shares the shell's lottery entry at the shell's version, never eagerly: the host provides it from its file, a remote requires the shell's major", () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../shell/package.json'), 'utf8'));
    const entry = '@drawdesk/shell/lottery';
    expect(fs.existsSync(path.join(import.meta.dirname, '../../..', SHELL_ENTRIES[entry]))).toBe(true);
    const host = federation({ name: 'host', eager: true }).shared;
    expect(host[entry]).toEqual({ singleton: true, eager: false, version, requiredVersion: `^${version}`, strictVersion: true, import: path.join(import.meta.dirname, '../../shell/src/lottery.ts') });
    const remote = federation({ name: 'orders', exposes: { './routes': './src/routes.ts' } }).shared;
    expect(remote[entry]).toEqual({ singleton: true, eager: false, version, requiredVersion: `^${version}`, strictVersion: true });
  });

  it('shares the facade and the blocks module by module: the host provides each module from its file, a remote requires the major', () => {
    const packages = path.join(import.meta.dirname, '../..');
    const host = federation({ name: 'host', eager: true }).shared;
    const remote = federation({ name: 'orders', exposes: { './routes': './src/routes.ts' } }).shared;
    for (const name of ['@drawdesk/ui', '@drawdesk/blocks']) {
      const version = workspaceVersion(name);
      expect(remote[`${name}/`]).toEqual({ singleton: true, eager: false, version, requiredVersion: `^${version}`, strictVersion: true });
      expect(remote).not.toHaveProperty(`${name}/ledger`);
    }
    expect(packageModules('@drawdesk/blocks')['@drawdesk/blocks/ledger']).toBe(path.join(packages, 'blocks/src/ledger.tsx'));
    // The facade's `./*`: one module per `src/*.ts`, the CSS-only base left out.
    expect(packageModules('@drawdesk/ui')['@drawdesk/ui/button']).toBe(path.join(packages, 'ui/src/button.ts'));
    expect(packageModules('@drawdesk/ui')).not.toHaveProperty('@drawdesk/ui/base');
    for (const [module, file] of Object.entries({ ...packageModules('@drawdesk/ui'), ...packageModules('@drawdesk/blocks') })) {
      expect(fs.existsSync(file), file).toBe(true);
      expect(host[module]).toMatchObject({ import: file, singleton: true, strictVersion: true });
    }
    // A block is the blocks package's, never the facade's any more.
    expect(Object.keys(packageModules('@drawdesk/ui'))).not.toContain('@drawdesk/ui/ledger');
  });

  it('takes a fixture build\'s shell version from DRAWDESK_SHELL_VERSION, and only a plain version', () => {
    expect(workspaceVersion('@drawdesk/shell', { DRAWDESK_SHELL_VERSION: '99.0.0' })).toBe('99.0.0');
    expect(() => workspaceVersion('@drawdesk/shell', { DRAWDESK_SHELL_VERSION: '^99' })).toThrow(/DRAWDESK_SHELL_VERSION/);
    expect(workspaceVersion('@drawdesk/ui', { DRAWDESK_SHELL_VERSION: '99.0.0' })).not.toBe('99.0.0');
  });

  it('federates with the manifest on and type generation off', () => {
    expect(federation({ name: 'users', exposes: { './routes': './src/routes.ts' } })).toMatchObject({ name: 'users', manifest: true, dts: false, shareStrategy: 'loaded-first' });
    expect(federation({ name: 'users' })).not.toHaveProperty('library');
  });

  it('puts a container whose name has a dash on the global object (a var cannot be named so)', () => {
    expect(federation({ name: 'number-analysis', exposes: {} })).toMatchObject({ name: 'number-analysis', library: { type: 'global', name: 'number-analysis' } });
  });
});
