import './base.js';

export { default as Select } from '@douyinfe/semi-ui/lib/es/select';
