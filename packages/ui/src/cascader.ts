import './base.js';

export { default as Cascader } from '@douyinfe/semi-ui/lib/es/cascader';
