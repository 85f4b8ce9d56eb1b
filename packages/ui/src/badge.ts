import './base.js';

export { default as Badge } from '@douyinfe/semi-ui/lib/es/badge';
