import './base.js';

export { default as Dropdown } from '@douyinfe/semi-ui/lib/es/dropdown';
