import './base.js';

export { default as Tree, type TreeNodeData } from '@douyinfe/semi-ui/lib/es/tree';
