import './base.js';

export { default as Banner } from '@douyinfe/semi-ui/lib/es/banner';
