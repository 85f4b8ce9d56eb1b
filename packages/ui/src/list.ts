import './base.js';

export { default as List } from '@douyinfe/semi-ui/lib/es/list';
