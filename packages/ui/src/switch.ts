import './base.js';

export { default as Switch } from '@douyinfe/semi-ui/lib/es/switch';
