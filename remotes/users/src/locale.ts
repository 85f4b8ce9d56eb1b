import type { Resources } from '@drawdesk/shell';

const zhCN = {
  'users.keyword': '用户名、昵称或手机号',
  'users.search': '搜索',
  'users.reset': '重置',
  'users.column.username': '用户名',
  'users.column.nickName': '昵称',
  'users.column.role': '角色',
  'users.column.status': '状态',
  'users.column.lastLogin': '最近登录',
  'users.status.pending': '待激活',
  'users.status.active': '正常',
  'users.status.disabled': '已停用',
};

const enUS: Record<keyof typeof zhCN, string> = {
  'users.keyword': 'Username, nickname or phone',
  'users.search': 'Search',
  'users.reset': 'Reset',
  'users.column.username': 'Username',
  'users.column.nickName': 'Nickname',
  'users.column.role': 'Role',
  'users.column.status': 'Status',
  'users.column.lastLogin': 'Last login',
  'users.status.pending': 'Pending',
  'users.status.active': 'Active',
  'users.status.disabled': 'Disabled',
};

export const resources: Resources = { 'zh-CN': zhCN, 'en-US': enUS };
