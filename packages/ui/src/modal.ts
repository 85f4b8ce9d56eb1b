import './base.js';

export { default as Modal } from '@douyinfe/semi-ui/lib/es/modal';
