import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedNames } from './imported-names.js';

/** The names react-i18next.js re-exports (read from its text: its imports resolve only through the bundler's alias). */
function facadeNames() {
  const text = fs.readFileSync(path.join(import.meta.dirname, 'react-i18next.js'), 'utf8');
  return new Set([...text.matchAll(/^export \{ (\w+) \} from 'react-i18next-files\/\1\.js';$/gm)].map((match) => match[1]));
}

describe("the console's react-i18next", () => {
  it('exports every name the console imports from react-i18next (a missing one would be undefined at run time)', () => {
    const exported = facadeNames();
    const imported = importedNames('react-i18next');
    expect(imported.size).toBeGreaterThan(1);
    for (const [name, file] of imported) expect(exported.has(name), `${name}, imported by ${file}`).toBe(true);
  });

  it("re-exports each name from the package's file of that name", () => {
    for (const name of facadeNames()) {
      const file = path.join(import.meta.dirname, '../../../host/node_modules/react-i18next/dist/es', `${name}.js`);
      expect(fs.readFileSync(file, 'utf8'), name).toMatch(new RegExp(`export (const|function) ${name}\\b|export \\{[^}]*\\b${name}\\b`));
    }
  });
});
