import './base.js';

export { default as Descriptions } from '@douyinfe/semi-ui/lib/es/descriptions';
