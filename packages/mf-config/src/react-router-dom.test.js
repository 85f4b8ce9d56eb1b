import { describe, expect, it } from 'vitest';
import { importedNames } from './imported-names.js';
import * as facade from './react-router-dom.js';

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
