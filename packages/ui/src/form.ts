import './base.js';

// Semi's form module has named exports only (no default).
export { Form, type FormApi } from '@douyinfe/semi-ui/lib/es/form';
