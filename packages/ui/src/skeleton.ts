import './base.js';

export { default as Skeleton } from '@douyinfe/semi-ui/lib/es/skeleton';
