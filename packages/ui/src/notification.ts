import './base.js';

export { default as Notification } from '@douyinfe/semi-ui/lib/es/notification';
