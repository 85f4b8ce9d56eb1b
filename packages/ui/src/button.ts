import './base.js';

export { default as Button } from '@douyinfe/semi-ui/lib/es/button';
