import './base.js';

export { default as DatePicker } from '@douyinfe/semi-ui/lib/es/datePicker';
