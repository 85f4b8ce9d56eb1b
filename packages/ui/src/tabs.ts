import './base.js';

export { default as Tabs } from '@douyinfe/semi-ui/lib/es/tabs';
