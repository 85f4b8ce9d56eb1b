import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
// The workspace's own ESLint and configuration (eslint.config.js), as `pnpm lint` runs them.
const { ESLint } = createRequire(path.join(REPO_ROOT, 'package.json'))('eslint');
const eslint = new ESLint({ cwd: REPO_ROOT });

/** The boundary errors ESLint reports for `code` written in the repository file `file` (other rules' findings left out). */
async function crossings(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'drawdesk/boundaries' && m.severity === 2).map((m) => m.message);
}

describe('lint boundaries (drawdesk/boundaries in eslint.config.js)', () => {
  // Loading the configuration (typescript-eslint and all) is the slow part: once, before the cases.
  beforeAll(() => eslint.calculateConfigForFile(path.join(REPO_ROOT, 'eslint.config.js')), 60_000);

  const refused = [
    ['a remote imports another remote by name', 'remotes/orders/src/pages/list.tsx', "import { a } from '@drawdesk/remote-lottery';", "remotes/orders may not import remotes/lottery ('@drawdesk/remote-lottery')"],
    ['a remote imports another remote by path', 'remotes/orders/src/pages/list.tsx', "import { a } from '../../../lottery/src/api';", 'remotes/orders may not import remotes/lottery'],
    ['a remote loads another remote lazily', 'remotes/plans/src/index.ts', "export const page = () => import('@drawdesk/remote-users/src/index');", 'remotes/plans may not import remotes/users'],
    ['a remote imports the host by name', 'remotes/orders/src/api.ts', "export { a } from '@drawdesk/host';", "remotes/orders may not import host ('@drawdesk/host')"],
    ['a remote imports the host by path', 'remotes/system/src/pages/users.tsx', "import { a } from '../../../../host/src/app';", 'remotes/system may not import host'],
    ['ui imports the server by name', 'packages/ui/src/ledger.tsx', "import type { A } from '@drawdesk/server';", "packages/ui may not import packages/server ('@drawdesk/server')"],
    ['ui imports the server by path', 'packages/ui/src/ledger.tsx', "export * from '../../server/src/db/columns';", 'packages/ui may not import packages/server'],
    ['ui imports the blocks', 'packages/ui/src/list-page.tsx', "import { Ledger } from '@drawdesk/blocks/ledger';", "packages/ui may not import packages/blocks ('@drawdesk/blocks/ledger')"],
    ['ui imports the blocks by path', 'packages/ui/src/list-page.tsx', "import { a } from '../../blocks/src/ledger';", 'packages/ui may not import packages/blocks'],
    ['the blocks import the server', 'packages/blocks/src/ledger.tsx', "import type { A } from '@drawdesk/server';", "packages/blocks may not import packages/server ('@drawdesk/server')"],
    ['the blocks import a remote', 'packages/blocks/src/ledger.tsx', "import { a } from '@drawdesk/remote-customers/src/api';", 'packages/blocks may not import remotes/customers'],
    ['the blocks import a remote by path', 'packages/blocks/src/number-grid.tsx', "import { a } from '../../../remotes/orders/src/pages/new-order';", 'packages/blocks may not import remotes/orders'],
    ['the blocks import the host', 'packages/blocks/src/draw-statement.tsx', "import { a } from '@drawdesk/host/src/app';", "packages/blocks may not import host ('@drawdesk/host/src/app')"],
    ['the shell imports the server', 'packages/shell/src/api.ts', "export type A = import('@drawdesk/server').A;", 'packages/shell may not import packages/server'],
    ['the host imports the server', 'host/src/app.tsx', "import { a } from '@drawdesk/server/src/app';", 'host may not import packages/server'],
    ['a remote imports the server', 'remotes/orders/src/api.ts', "import { a } from '@drawdesk/server';", 'remotes/orders may not import packages/server'],
  ];
  it.each(refused)('refuses: %s', async (_, file, code, expected) => {
    const found = await crossings(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
  });

  const allowed = [
    ['a remote imports its own files', 'remotes/orders/src/pages/list.tsx', "import { a } from '../api';"],
    ['a remote imports the shell and ui', 'remotes/orders/src/pages/list.tsx', "import { a } from '@drawdesk/shell';\nimport { b } from '@drawdesk/ui/page';"],
    ['a remote imports the blocks', 'remotes/customers/src/pages/customer-account.tsx', "import { a } from '@drawdesk/blocks/ledger';"],
    ['the host imports the blocks', 'host/src/pages/report/report-page.tsx', "import { a } from '@drawdesk/blocks/draw-statement';"],
    ['the blocks import the facade, the shell and the contracts', 'packages/blocks/src/ledger.tsx', "import { a } from '@drawdesk/ui/list-page';\nimport { b } from '@drawdesk/shell';\nimport type { C } from '@drawdesk/contracts';"],
    ['a remote imports the contracts and the domain', 'remotes/lottery/src/api.ts', "import { a } from '@drawdesk/contracts';\nimport { b } from '@drawdesk/lottery';"],
    ['the host loads a remote through federation', 'host/src/app.tsx', "export const page = () => import('orders/routes');"],
    ['the server imports the contracts', 'packages/server/src/app.ts', "import { a } from '@drawdesk/contracts';"],
    ['e2e tests import the server', 'e2e/tests/orders.test.ts', "import { a } from '@drawdesk/server/src/app';"],
  ];
  it.each(allowed)('allows: %s', async (_, file, code) => {
    expect(await crossings(file, code)).toEqual([]);
  });
});
