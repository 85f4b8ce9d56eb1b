import './base.js';

export { default as Empty } from '@douyinfe/semi-ui/lib/es/empty';
