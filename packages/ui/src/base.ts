// Semi's theme tokens and resets, once for every facade component (a root import of Semi would pull all 72 kB of its CSS).
import '@douyinfe/semi-ui/lib/es/_base/base.css';
