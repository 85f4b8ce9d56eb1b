import './base.js';

export { default as Tag } from '@douyinfe/semi-ui/lib/es/tag';
