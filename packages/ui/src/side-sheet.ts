import './base.js';

export { default as SideSheet } from '@douyinfe/semi-ui/lib/es/sideSheet';
