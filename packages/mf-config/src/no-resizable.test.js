import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleSources } from './imported-names.js';

describe('tables without resizable columns', () => {
  it("no console code asks Semi's Table for resizable columns (react-resizable is left out of the build)", () => {
    const files = consoleSources();
    expect(files.length).toBeGreaterThan(50);
    const asking = files.filter((file) => /\bresizable\b/.test(fs.readFileSync(file, 'utf8')));
    expect(asking.map((file) => path.basename(file))).toEqual([]);
  });
});
