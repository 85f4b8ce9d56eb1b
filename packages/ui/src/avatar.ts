import './base.js';

export { default as Avatar } from '@douyinfe/semi-ui/lib/es/avatar';
