import './base.js';

export { default as Breadcrumb } from '@douyinfe/semi-ui/lib/es/breadcrumb';
