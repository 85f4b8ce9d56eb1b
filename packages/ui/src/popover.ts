import './base.js';

export { default as Popover } from '@douyinfe/semi-ui/lib/es/popover';
