import './base.js';

// Semi's form module has no default export: the component is the named `Form` (with Form.Input, Form.Select...).
export { Form, type FormApi } from '@douyinfe/semi-ui/lib/es/form';
