import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleSources } from './imported-names.js';
import UnusedSemiPart from './semi-unused-part.js';
import { standInFor } from './semi-unused.js';

const SEMI = '/x/node_modules/@douyinfe/semi-ui/lib/es';
const ask = (issuer, request) => standInFor({ contextInfo: { issuer: `${SEMI}/${issuer}` }, request });

describe("Semi's parts left out of the build", () => {
  it('replaces the page jumper, column filters, row selection and resizable table for their Semi importers only', () => {
    expect(ask('pagination/index.js', '../inputNumber/index')).toMatch(/semi-unused-part\.js$/);
    expect(ask('table/Table.js', './ColumnFilter')).toMatch(/semi-unused-part\.js$/);
    expect(ask('table/index.js', './ResizableTable')).toMatch(/semi-unused-part\.js$/);
    expect(ask('table/Table.js', './ColumnSelection')).toMatch(/semi-unused-part\.js$/);
    // Semi's Form keeps its InputNumber; our own code is never redirected.
    expect(ask('form/field.js', '../inputNumber/index')).toBeUndefined();
    expect(standInFor({ contextInfo: { issuer: '/x/packages/ui/src/table.ts' }, request: './ColumnFilter' })).toBeUndefined();
  });

  it('throws when rendered, naming why', () => {
    expect(() => UnusedSemiPart()).toThrow(/left out of the console build/);
  });

  it('no console code asks for them: resizable columns, a page jumper, Semi column filters, selectable rows', () => {
    const files = consoleSources();
    expect(files.length).toBeGreaterThan(50);
    const asking = files.filter((file) => /\bresizable\b|showQuickJumper|filterDropdown|renderFilterDropdown|\bonFilter\b|filteredValue|\bfilters:\s*\[|rowSelection/.test(fs.readFileSync(file, 'utf8')));
    expect(asking.map((file) => path.basename(file))).toEqual([]);
  });
});
