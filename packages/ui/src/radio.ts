import './base.js';

export { default as Radio } from '@douyinfe/semi-ui/lib/es/radio';
