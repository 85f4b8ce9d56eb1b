import './base.js';

export { default as Nav } from '@douyinfe/semi-ui/lib/es/navigation';
