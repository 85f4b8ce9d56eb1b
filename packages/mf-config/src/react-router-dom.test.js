import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as facade from './react-router-dom.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** Where console code lives: the host, every remote, the shared packages and the template new remotes start from. */
const SOURCES = ['host/src', 'deploy/remote-template/src', ...['remotes', 'packages'].flatMap((dir) => fs.readdirSync(path.join(REPO_ROOT, dir)).map((name) => `${dir}/${name}/src`))];

function sourceFiles(dir) {
  const full = path.join(REPO_ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.tsx?(\.tmpl)?$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** The value names (not types) each file imports from `module`. */
function importedNames(module) {
  const names = new Map();
  const statement = new RegExp(`import\\s+(?!type\\s)\\{([^}]*)\\}\\s+from\\s+'${module}'`, 'g');
  for (const file of SOURCES.flatMap(sourceFiles)) {
    for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(statement)) {
      for (const item of list.split(',').map((s) => s.trim()).filter(Boolean)) {
        if (item.startsWith('type ')) continue;
        names.set(item.split(/\s+as\s+/)[0], path.relative(REPO_ROOT, file));
      }
    }
  }
  return names;
}

describe("the console's react-router-dom", () => {
  it('exports every name the console imports from react-router-dom (a missing one would be undefined at run time)', () => {
    const imported = importedNames('react-router-dom');
    expect(imported.size).toBeGreaterThan(5);
    for (const [name, file] of imported) expect(facade[name], `${name}, imported by ${file}`).toBeDefined();
  });

  it('is the only importer of react-router itself (a second router would not see the first one\'s location)', () => {
    expect([...importedNames('react-router').values()]).toEqual([]);
  });
});
