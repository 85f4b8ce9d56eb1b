import './base.js';

export { default as Form } from '@douyinfe/semi-ui/lib/es/form';
