import './base.js';

export { default as Spin } from '@douyinfe/semi-ui/lib/es/spin';
