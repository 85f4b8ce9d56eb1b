// Semi per component (a root import pulls the whole library and its 72 kB of CSS): the theme tokens once, then each component with its own CSS.
import '@douyinfe/semi-ui/lib/es/_base/base.css';

export { default as Button } from '@douyinfe/semi-ui/lib/es/button';
export { default as Input } from '@douyinfe/semi-ui/lib/es/input';
export { default as Checkbox } from '@douyinfe/semi-ui/lib/es/checkbox';
export { default as Toast } from '@douyinfe/semi-ui/lib/es/toast';
export { default as Modal } from '@douyinfe/semi-ui/lib/es/modal';
export { default as Nav } from '@douyinfe/semi-ui/lib/es/navigation';
export { default as Breadcrumb } from '@douyinfe/semi-ui/lib/es/breadcrumb';
export { default as Badge } from '@douyinfe/semi-ui/lib/es/badge';
export { default as Notification } from '@douyinfe/semi-ui/lib/es/notification';
export { default as SideSheet } from '@douyinfe/semi-ui/lib/es/sideSheet';
export { default as Switch } from '@douyinfe/semi-ui/lib/es/switch';
export { default as InputNumber } from '@douyinfe/semi-ui/lib/es/inputNumber';
