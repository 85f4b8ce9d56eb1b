import './base.js';

export { default as Typography } from '@douyinfe/semi-ui/lib/es/typography';
