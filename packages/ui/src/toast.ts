import './base.js';

export { default as Toast } from '@douyinfe/semi-ui/lib/es/toast';
