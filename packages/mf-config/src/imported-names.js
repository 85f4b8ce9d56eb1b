// Test helpers: the console's source files, and what they import from a package (react-router-dom.test.js, react-i18next.test.js).
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** Where console code lives: the host, every remote, the shared packages and the template new remotes start from. */
const SOURCES = ['host/src', 'deploy/remote-template/src', ...['remotes', 'packages'].flatMap((dir) => fs.readdirSync(path.join(REPO_ROOT, dir)).map((name) => `${dir}/${name}/src`))];

function sourceFiles(dir) {
  const full = path.join(REPO_ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.tsx?(\.tmpl)?$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

/** Every source file of the console (host, remotes, shared packages, the new-remote template). */
export const consoleSources = () => SOURCES.flatMap(sourceFiles);

/** The value names (not types) the console's code imports from `module`, each with a file that does. */
export function importedNames(module) {
  const names = new Map();
  const statement = new RegExp(`import\\s+(?!type\\s)\\{([^}]*)\\}\\s+from\\s+'${module}'`, 'g');
  for (const file of consoleSources()) {
    for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(statement)) {
      for (const item of list.split(',').map((s) => s.trim()).filter(Boolean)) {
        if (item.startsWith('type ')) continue;
        names.set(item.split(/\s+as\s+/)[0], path.relative(REPO_ROOT, file));
      }
    }
  }
  return names;
}
