import './base.js';

export { default as Table } from '@douyinfe/semi-ui/lib/es/table';
export type { ColumnProps } from '@douyinfe/semi-ui/lib/es/table/interface';
