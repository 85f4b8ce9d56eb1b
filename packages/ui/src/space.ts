import './base.js';

export { default as Space } from '@douyinfe/semi-ui/lib/es/space';
