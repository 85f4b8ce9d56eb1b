import './base.js';

export { default as Tooltip } from '@douyinfe/semi-ui/lib/es/tooltip';
