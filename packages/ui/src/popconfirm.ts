import './base.js';

export { default as Popconfirm } from '@douyinfe/semi-ui/lib/es/popconfirm';
