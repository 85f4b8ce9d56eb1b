import { describe, expect, it } from 'vitest';
import { ANALYSIS_STATES, LAYOFF_STATES, SHARE_VIEWS } from '../db/analysis-schema.js';
import { DRAW_STATUSES } from '../db/draws-schema.js';
import { ORDER_SOURCES, ORDER_STATUSES } from '../db/orders-schema.js';
import type { ExportColumn } from './export.js';
import { AGENT_COLUMNS, ANALYSIS_COLUMNS, CUSTOMER_COLUMNS, DRAW_COLUMNS, LAYOFF_COLUMNS, ORDER_COLUMNS, STATEMENT_DRAW_COLUMNS, USER_COLUMNS } from './columns.js';

// Every stored code a column can hold (the schema's lists; the accounts' and the fixed lotteries' as typed there).
const ACCOUNT_STATUSES = ['pending', 'active', 'disabled'];
const LOTTERIES = ['HK6', 'MO6', 'P3'];

const CODED: [string, string, readonly ExportColumn<never>[], readonly string[]][] = [
  ['users', 'status', USER_COLUMNS, ACCOUNT_STATUSES],
  ['users', 'role', USER_COLUMNS, ['Admin', 'User']],
  ['customers', 'status', CUSTOMER_COLUMNS, ['active', 'disabled']],
  ['agents', 'status', AGENT_COLUMNS, ['active', 'disabled']],
  ['draws', 'status', DRAW_COLUMNS, DRAW_STATUSES],
  ['draws', 'lottery', DRAW_COLUMNS, LOTTERIES],
  ['draws', 'source', DRAW_COLUMNS, ['calendar', 'manual']],
  ['orders', 'status', ORDER_COLUMNS, ORDER_STATUSES],
  ['orders', 'source', ORDER_COLUMNS, ORDER_SOURCES],
  ['analyses', 'status', ANALYSIS_COLUMNS, ANALYSIS_STATES],
  ['analyses', 'share', ANALYSIS_COLUMNS, SHARE_VIEWS],
  ['lay-offs', 'status', LAYOFF_COLUMNS, LAYOFF_STATES],
  ['statement draws', 'status', STATEMENT_DRAW_COLUMNS, DRAW_STATUSES],
  ['statement draws', 'lottery', STATEMENT_DRAW_COLUMNS, LOTTERIES],
];

describe('exports say stored codes in words', () => {
  it.each(CODED)('%s: every %s', (_export, key, columns, codes) => {
    const column = columns.find((c) => c.key === key);
    expect(column?.words, `${key} has words`).toBeDefined();
    for (const code of codes) {
      const zh = column!.words!({ [key]: code } as never, 'zh-CN');
      const en = column!.words!({ [key]: code } as never, 'en-US');
      // Chinese without a Latin letter (a code left as it is would have some); English some words (a code such as
      // `active` may be its own word there). A missing word would fail the export.
      expect(zh, `${key} ${code} in zh-CN`).toMatch(/^[^A-Za-z]+$/);
      expect(en, `${key} ${code} in en-US`).toMatch(/\S/);
    }
  });
});
