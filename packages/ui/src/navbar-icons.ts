// The navbar's icons, one by one (the icons package root would pull all of them).
export { default as IconFullScreenStroked } from '@douyinfe/semi-icons/lib/es/icons/IconFullScreenStroked';
export { default as IconLanguage } from '@douyinfe/semi-icons/lib/es/icons/IconLanguage';
export { default as IconMoon } from '@douyinfe/semi-icons/lib/es/icons/IconMoon';
export { default as IconSetting } from '@douyinfe/semi-icons/lib/es/icons/IconSetting';
export { default as IconShrinkScreenStroked } from '@douyinfe/semi-icons/lib/es/icons/IconShrinkScreenStroked';
export { default as IconSun } from '@douyinfe/semi-icons/lib/es/icons/IconSun';
