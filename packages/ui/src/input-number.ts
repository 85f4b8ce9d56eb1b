import './base.js';

export { default as InputNumber } from '@douyinfe/semi-ui/lib/es/inputNumber';
