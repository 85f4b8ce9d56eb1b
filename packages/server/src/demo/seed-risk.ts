import type { App } from '../app.js';
import type { Transaction } from '../db/client.js';

const YUAN = 100;

/**
 * The demo's risk desk (docs/domain/analysis.md, the risk desk), switched on so a first start shows it at work: on both Mark Six
 * lotteries the special number's odds drop 0.5 for every 2,000 yuan on a number, down to 38, and a number
 * closes at 8,000 yuan (a few of the demo's busiest numbers are over it); 正码 stops 5 minutes before the
 * draw closes; 华南总代理 (an agent that may lay off) keeps at most 1,000 yuan a number and passes the rest
 * to the company (its share of the busiest numbers is about 1,500 yuan, so the desk shows lay-offs). The
 * board reads the demo book as it stands: its orders are written in bulk, so no odds have moved yet; the
 * keep-at-most is applied to them as they are written (seed-layoffs.ts).
 */
export async function seedRiskRules(app: App, layingAgentId: number, tx: Transaction) {
  const { riskRules, bookSettings } = app.repos;
  for (const lottery of ['HK6', 'MO6']) {
    await riskRules.insertRule(
      { lottery, play: 'TM', basis: 'total', step: 2000 * YUAN, drop: 5000, floor: 380_000, capPerSelection: 8000 * YUAN, enabled: true, updatedBy: 'system' },
      tx,
    );
  }
  await riskRules.insertKeep(
    { agentId: layingAgentId, play: 'TM', keepMax: 1000 * YUAN, counterparty: 'upline', upstream: null, odds: null, rebateBp: null, enabled: true, updatedBy: 'system' },
    tx,
  );
  const { updatedAt: _at, ...settings } = await bookSettings.read(tx);
  await bookSettings.save({ ...settings, groupLeads: { HK6: { REGULAR: 5 }, MO6: { REGULAR: 5 } } }, tx);
  return { riskRules: 2, autoLayoffRules: 1 };
}
