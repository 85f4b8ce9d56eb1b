// Import loops in the workspace's TypeScript: the relative imports of each source folder (static, dynamic,
// re-exports and `import('x').Type`), their strongly connected components (Tarjan). Checked by
// import-loops.test.js in `pnpm test`; docs/developing.md#import-loops.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
// The workspace's own TypeScript (its import scanner only: no program, no type check).
const ts = createRequire(path.join(REPO_ROOT, 'package.json'))('typescript');

/** Every source folder of the workspace: the host, the e2e tests, each package's and remote's src (and test). */
export const SOURCE_FOLDERS = [
  'host/src',
  'e2e',
  ...['packages', 'remotes'].flatMap((dir) => fs.readdirSync(path.join(REPO_ROOT, dir)).flatMap((name) => [`${dir}/${name}/src`, `${dir}/${name}/test`])),
].filter((folder) => fs.existsSync(path.join(REPO_ROOT, folder)));

const SOURCE = /\.(ts|tsx|mts)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function sourceFiles(folder) {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !e.parentPath.split(path.sep).some((part) => part === 'node_modules' || part === 'dist'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The files `file` imports by a relative path that lands on one of `files` ('./x.js' is x.ts, as TypeScript reads it). */
function relativeImports(file, files) {
  const found = [];
  const land = (specifier) => {
    if (!specifier.startsWith('.')) return;
    const base = path.resolve(path.dirname(file), specifier).replace(/\.(js|jsx|mjs)$/, '');
    const target = EXTENSIONS.map((ending) => base + ending).find((candidate) => files.has(candidate));
    if (target) found.push(target);
  };
  // The scanner's list of module names: imports, re-exports, `import()` and `import('x').Type` alike.
  for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) land(fileName);
  return found;
}

/** The import loops of the TypeScript files under `folder` (absolute): each loop is its files, relative to `folder`, sorted. */
export function importLoops(folder) {
  const list = sourceFiles(folder);
  const files = new Set(list);
  const edges = new Map(list.map((file) => [file, relativeImports(file, files)]));
  // Tarjan's strongly connected components; a component of two or more files is a loop.
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const connect = (file) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    // A file importing itself is a loop of one.
    if (component.length > 1 || edges.get(file).includes(file)) loops.push(component.map((f) => path.relative(folder, f)).sort());
  };
  for (const file of list) if (!index.has(file)) connect(file);
  return loops;
}

export const repositoryFolder = (folder) => path.join(REPO_ROOT, folder);
