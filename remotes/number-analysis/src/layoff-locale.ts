import type { Resources } from '@drawdesk/shell';

// The words of lay-offs (the lay-offs tab and its form, a run's suggested lay-offs, the selections' columns of a
// run's detail and of the live page): added as those first render (usePageWords), so the runs list does not
// download them.
const zhCN = {
  'analysis.layoff.play': '玩法',
  'analysis.layoff.selection': '号码',
  'analysis.layoff.stake': '金额',
  'analysis.layoff.odds': '赔率',
  'analysis.layoff.rebate': '回水',
  'analysis.layoff.upstream': '上游',
  'analysis.layoff.note': '备注',
  'analysis.layoff.analysis': '来源',
  'analysis.layoff.byHand': '手工录入',
  'analysis.layoff.automatic': '自动补货',
  'analysis.layoff.upline': '上级代理',
  'analysis.layoff.company': '公司',
  'analysis.layoff.create': '录入走飞',
  'analysis.layoff.saved': '走飞已录入（计划中）',
  'analysis.layoff.empty': '暂无走飞记录',
  'analysis.layoff.place': '标记已下单',
  'analysis.layoff.placeTitle': '已在上游下单？',
  'analysis.layoff.placeContent': '标记后计入之后的每次分析，不能再删除。',
  'analysis.layoff.removeTitle': '删除这笔计划走飞？',
  'analysis.layoff.removeContent': '只有计划中的走飞可以删除。',
  'analysis.layoff.ofRun': '第 {{id}} 次分析的走飞',
  'analysis.layoff.run': '第 {{id}} 次分析',
  'analysis.layoff.showAll': '显示全部',
  'analysis.layoffStatus.planned': '计划中',
  'analysis.layoffStatus.placed': '已下单',
  'analysis.layoffStatus.settled': '已结算',
};

const enUS: typeof zhCN = {
  'analysis.layoff.play': 'Play',
  'analysis.layoff.selection': 'Selection',
  'analysis.layoff.stake': 'Stake',
  'analysis.layoff.odds': 'Odds',
  'analysis.layoff.rebate': 'Rebate',
  'analysis.layoff.upstream': 'Upstream',
  'analysis.layoff.note': 'Note',
  'analysis.layoff.analysis': 'From',
  'analysis.layoff.byHand': 'By hand',
  'analysis.layoff.automatic': 'Automatic',
  'analysis.layoff.upline': 'Upline agent',
  'analysis.layoff.company': 'The company',
  'analysis.layoff.create': 'New lay-off',
  'analysis.layoff.saved': 'Lay-off saved (planned)',
  'analysis.layoff.empty': 'No lay-offs yet',
  'analysis.layoff.place': 'Mark placed',
  'analysis.layoff.placeTitle': 'Placed upstream?',
  'analysis.layoff.placeContent': 'Once placed it counts in every later analysis and can no longer be removed.',
  'analysis.layoff.removeTitle': 'Remove this planned lay-off?',
  'analysis.layoff.removeContent': 'Only planned lay-offs can be removed.',
  'analysis.layoff.ofRun': 'Lay-offs of analysis {{id}}',
  'analysis.layoff.run': 'Analysis {{id}}',
  'analysis.layoff.showAll': 'Show all',
  'analysis.layoffStatus.planned': 'Planned',
  'analysis.layoffStatus.placed': 'Placed',
  'analysis.layoffStatus.settled': 'Settled',
};

export const layoffResources: Resources = { 'zh-CN': zhCN, 'en-US': enUS };
