import './base.js';

export { default as Input } from '@douyinfe/semi-ui/lib/es/input';
