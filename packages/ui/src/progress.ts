import './base.js';

export { default as Progress } from '@douyinfe/semi-ui/lib/es/progress';
