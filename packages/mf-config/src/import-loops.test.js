import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importLoops, repositoryFolder, SOURCE_FOLDERS } from './import-loops.js';

describe('import loops (import-loops.js)', () => {
  it.each(SOURCE_FOLDERS)('%s has none', (folder) => {
    expect(importLoops(repositoryFolder(folder))).toEqual([]);
  });

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-loops-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
  const write = (files) => {
    const dir = fs.mkdtempSync(path.join(scratch, 'case-'));
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };

  it('finds a loop through a barrel, a type import and a dynamic import', () => {
    const dir = write({
      'db/schema.ts': "export * from './core.js';\nexport * from './orders.js';\n",
      'db/core.ts': 'export const a = 1;\n',
      'db/orders.ts': "import { a } from './schema.js';\nexport const b = a;\n",
      'x.ts': "import type { Y } from './y';\nexport type X = Y;\n",
      'y.tsx': "export const load = () => import('./x.js');\nexport type Y = 1;\n",
      'lone.ts': "import { b } from './db/orders.js';\nexport const c = b;\n",
    });
    expect(importLoops(dir)).toEqual([['db/orders.ts', 'db/schema.ts'], ['x.ts', 'y.tsx']]);
  });

  it('reads a folder index and leaves packages alone', () => {
    const dir = write({
      'a/index.ts': "import { b } from '../b.js';\nimport { c } from '@drawdesk/shell';\nexport const a = b + c;\n",
      'b.ts': "import { a } from './a';\nexport const b = 1;\nexport const d = a;\n",
      'c.ts': "import { x } from 'c';\nexport const c = x;\n",
    });
    expect(importLoops(dir)).toEqual([['a/index.ts', 'b.ts']]);
  });
});
