import type { Resources } from '@drawdesk/shell';

// The words of a strategy's fields and of the strategies tab: added as the tab or the run form's strategy
// fields first render (usePageWords), so the runs list does not download them.
const zhCN = {
  'analysis.kindHint.loss-cap': '按上游赔率和回水，算出最少的走飞，使任何开奖结果的亏损都不超过止损额。',
  'analysis.kindHint.uniform-keep': '每个号码留存同样的金额（不超过原注额），取满足止损额的最大值，其余走飞。',
  'analysis.kindHint.keep-ratio': '每个号码留存这个比例，其余走飞。',
  'analysis.kindHint.stake-cap': '每个号码最多留存这个金额，超出部分走飞。',
  'analysis.strategy.name': '策略名称',
  'analysis.strategy.kind': '策略类型',
  'analysis.strategy.terms': '参数',
  'analysis.strategy.owner': '所属',
  'analysis.strategy.keepPercent': '留存比例',
  'analysis.strategy.cap': '单号留存上限',
  'analysis.strategy.maxLoss': '止损额',
  'analysis.strategy.upstreamOdds': '上游赔率',
  'analysis.strategy.upstreamRebate': '上游回水',
  'analysis.strategy.create': '新建策略',
  'analysis.strategy.edit': '编辑策略',
  'analysis.strategy.saved': '策略“{{name}}”已保存',
  'analysis.strategy.stale': '这个策略刚被别人修改过，已载入最新内容，请核对后再保存',
  'analysis.strategy.empty': '暂无策略',
  'analysis.strategy.removeTitle': '删除策略“{{name}}”？',
  'analysis.strategy.removeContent': '已完成的分析保留它们用过的参数。',
};

const enUS: typeof zhCN = {
  'analysis.kindHint.loss-cap': 'The least lay-off, at the upstream odds and rebate, so that no outcome loses more than the cap.',
  'analysis.kindHint.uniform-keep': 'Keep the same amount on every number (at most its stake), the largest that meets the cap; lay off the rest.',
  'analysis.kindHint.keep-ratio': 'Keep this share of every number; lay off the rest.',
  'analysis.kindHint.stake-cap': 'Keep at most this amount on every number; lay off the excess.',
  'analysis.strategy.name': 'Strategy name',
  'analysis.strategy.kind': 'Kind',
  'analysis.strategy.terms': 'Terms',
  'analysis.strategy.owner': 'Owner',
  'analysis.strategy.keepPercent': 'Keep ratio',
  'analysis.strategy.cap': 'Stake cap per number',
  'analysis.strategy.maxLoss': 'Loss cap',
  'analysis.strategy.upstreamOdds': 'Upstream odds',
  'analysis.strategy.upstreamRebate': 'Upstream rebate',
  'analysis.strategy.create': 'New strategy',
  'analysis.strategy.edit': 'Edit strategy',
  'analysis.strategy.saved': 'Strategy "{{name}}" saved',
  'analysis.strategy.stale': 'Someone changed this strategy meanwhile: the form shows it as stored now; check it and save again',
  'analysis.strategy.empty': 'No strategies yet',
  'analysis.strategy.removeTitle': 'Remove strategy "{{name}}"?',
  'analysis.strategy.removeContent': 'Finished analyses keep the terms they used.',
};

export const strategyResources: Resources = { 'zh-CN': zhCN, 'en-US': enUS };
