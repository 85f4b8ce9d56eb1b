// Parts of Semi that its Table and Pagination import whatever the props, for features the console does not use;
// the console's builds get a stand-in that throws instead (semi-unused-part.js; rspack.js calls `standInFor`),
// which keeps them off every list page. semi-unused.test.js checks that no console code asks for them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SEMI = /[\\/]@douyinfe[\\/]semi-ui[\\/]lib[\\/]es[\\/]/;

/** Each left-out part: what asks for it (the importing Semi file), its request there, and the feature it serves. */
export const UNUSED_PARTS = [
  // The pagination's page jumper (`showQuickJumper`): Semi's InputNumber, ~6 kB brotli.
  { issuer: /pagination[\\/]index\.js$/, request: '../inputNumber/index', feature: 'showQuickJumper' },
  // Semi's own column filters (a column's `filters`, `filterDropdown`, `onFilter`): the filter menu with its radios
  // and checkboxes. List pages filter with the kit's form instead (packages/ui/src/list-filters.tsx).
  { issuer: /table[\\/]Table\.js$/, request: './ColumnFilter', feature: 'column filters' },
  // Rows the user selects (`rowSelection`): the selection column with its checkboxes.
  { issuer: /table[\\/]Table\.js$/, request: './ColumnSelection', feature: 'rowSelection' },
  // Columns the user resizes (`<Table resizable>`): react-resizable and react-draggable, ~8 kB brotli.
  { issuer: /table[\\/]index\.js$/, request: './ResizableTable', feature: 'resizable' },
];

const STAND_IN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'semi-unused-part.js');

/** The stand-in's module path for a request `data` (Rspack's resolve data) that asks for a left-out part, else undefined. */
export function standInFor(data) {
  const issuer = data.contextInfo?.issuer ?? '';
  return SEMI.test(issuer) && UNUSED_PARTS.some((part) => part.request === data.request && part.issuer.test(issuer)) ? STAND_IN : undefined;
}
