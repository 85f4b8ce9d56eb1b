import type { ComponentType } from 'react';
import IconCalendar from '@douyinfe/semi-icons/lib/es/icons/IconCalendar';
import IconFile from '@douyinfe/semi-icons/lib/es/icons/IconFile';
import IconHistogram from '@douyinfe/semi-icons/lib/es/icons/IconHistogram';
import IconHome from '@douyinfe/semi-icons/lib/es/icons/IconHome';
import IconPriceTag from '@douyinfe/semi-icons/lib/es/icons/IconPriceTag';
import IconSetting from '@douyinfe/semi-icons/lib/es/icons/IconSetting';
import IconUser from '@douyinfe/semi-icons/lib/es/icons/IconUser';
import IconUserGroup from '@douyinfe/semi-icons/lib/es/icons/IconUserGroup';
import IconUserSetting from '@douyinfe/semi-icons/lib/es/icons/IconUserSetting';

/**
 * The icons a registry entry may name (`icon` in deploy/remotes.json), one by one: the icons
 * package root would pull all of them. A name not listed here shows no icon.
 */
export const MENU_ICONS: Record<string, ComponentType> = {
  IconCalendar,
  IconFile,
  IconHistogram,
  IconHome,
  IconPriceTag,
  IconSetting,
  IconUser,
  IconUserGroup,
  IconUserSetting,
};
