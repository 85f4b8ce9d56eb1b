import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SINGLETONS, catalogVersions, federation, sharedSingletons } from './index.js';

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
      expect(shared[name]).toEqual({ singleton: true, eager: false, version: catalog[name], requiredVersion: catalog[name] });
      expect(catalog[name]).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it("refuses a shell of another major: the shell's major version is the contract", () => {
    expect(sharedSingletons()['@drawdesk/shell']).toEqual({ singleton: true, eager: false, version: '1.0.0', requiredVersion: '^1.0.0', strictVersion: true });
  });

  it('federates with the manifest on and type generation off', () => {
    expect(federation({ name: 'users', exposes: { './routes': './src/routes.ts' } })).toMatchObject({ name: 'users', manifest: true, dts: false, shareStrategy: 'loaded-first' });
  });
});
