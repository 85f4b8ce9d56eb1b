import type { zhCN } from './zh-CN.js';

/** Typed against zh-CN: a key missing here is a compile error, and the parity test checks both ways. */
export const enUS: Record<keyof typeof zhCN, string> = {
  'rule.required': 'Required',
  'rule.length': 'Must be {{min}} to {{max}} characters',
  'rule.maxLength': 'At most {{max}} characters',
  'rule.yuan': 'Enter an amount in yuan, at most two decimals',
  'rule.yuanRange': 'The amount must be between {{min}} and {{max}} yuan',
  'list.search': 'Search',
  'list.reset': 'Reset',
  'list.retry': 'Retry',
  'list.loadFailed': 'Could not load',
  'list.filters': 'Filters',
  'list.refresh': 'Refresh',
  'list.export': 'Export',
  'list.density': 'Density',
  'list.density.default': 'Comfortable',
  'list.density.middle': 'Medium',
  'list.density.small': 'Compact',
  'list.columns': 'Columns',
  'list.columns.reset': 'Reset',
  'list.columns.up': 'Move up',
  'list.columns.down': 'Move down',
  'list.actions': 'Actions',
  'form.cancel': 'Cancel',
  'form.save': 'Save',
};
