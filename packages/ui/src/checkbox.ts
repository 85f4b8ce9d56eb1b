import './base.js';

export { default as Checkbox } from '@douyinfe/semi-ui/lib/es/checkbox';
