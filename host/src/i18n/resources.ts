import type { Resources } from '@drawdesk/shell';
import { enUS } from './en-US.js';
import { zhCN } from './zh-CN.js';

/** The host's strings, added to the console's one i18n instance next to the shell's shared ones. */
export const HOST_RESOURCES: Resources = { 'zh-CN': zhCN, 'en-US': enUS };
