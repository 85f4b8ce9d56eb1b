import type { Channel, GameCode } from '@drawdesk/contracts';

/**
 * The demo book seeded into an empty database (DEMO_DATA=1): a small agent tree, two plans per game
 * and ~50 customers spread over the agents. Pure and deterministic (a fixed seed), so every fresh
 * start shows the same book and a test can check it.
 */
export type DemoAgent = { code: string; name: string; parentCode: string | null; shareBp: number; creditLimit: number; mayLayOff: boolean };
export type DemoPlan = { key: string; game: GameCode; tier: 'A' | 'B'; name: string };
export type DemoCustomer = {
  code: string;
  name: string;
  phone: string;
  channel: Channel;
  agentCode: string;
  planKey: string;
  creditLimit: number;
  tags: string[];
};
export type DemoBook = { agents: DemoAgent[]; plans: DemoPlan[]; customers: DemoCustomer[] };

const YUAN = 100;

const AGENTS: DemoAgent[] = [
  { code: 'HN', name: '华南总代理', parentCode: null, shareBp: 3000, creditLimit: 5_000_000 * YUAN, mayLayOff: true },
  { code: 'HN-GZ', name: '广州代理', parentCode: 'HN', shareBp: 2000, creditLimit: 1_000_000 * YUAN, mayLayOff: false },
  { code: 'HN-SZ', name: '深圳代理', parentCode: 'HN', shareBp: 2500, creditLimit: 1_000_000 * YUAN, mayLayOff: false },
  { code: 'HD', name: '华东总代理', parentCode: null, shareBp: 2500, creditLimit: 3_000_000 * YUAN, mayLayOff: true },
  { code: 'HD-SH', name: '上海代理', parentCode: 'HD', shareBp: 3000, creditLimit: 800_000 * YUAN, mayLayOff: false },
  { code: 'ZY', name: '公司直营', parentCode: null, shareBp: 0, creditLimit: 2_000_000 * YUAN, mayLayOff: false },
];

const PLANS: DemoPlan[] = [
  { key: 'MARK6-A', game: 'MARK6', tier: 'A', name: '六合彩 A 盘' },
  { key: 'MARK6-B', game: 'MARK6', tier: 'B', name: '六合彩 B 盘' },
  { key: 'PICK3-A', game: 'PICK3', tier: 'A', name: '排列三 A 盘' },
  { key: 'PICK3-B', game: 'PICK3', tier: 'B', name: '排列三 B 盘' },
];

const SURNAMES = ['陈', '林', '黄', '张', '李', '王', '吴', '刘', '蔡', '杨', '郑', '许', '谢', '郭', '洪', '曾', '邱', '廖'];
const GIVEN = ['志明', '淑芬', '建国', '美玲', '俊杰', '雅婷', '家豪', '怡君', '伟', '敏', '强', '丽', '国华', '秀英', '文杰', '嘉欣'];
const CHANNELS: Channel[] = ['wechat', 'wechat', 'telegram', 'phone', 'walk-in'];
const TAGS = ['VIP', '老客', '新客', '夜场', '大额'];
/** Customers book under the agents that deal with players (the leaves and the company's own desk). */
const DESKS = ['HN-GZ', 'HN-SZ', 'HD-SH', 'ZY', 'HN', 'HD'];
export const DEMO_CUSTOMERS = 50;

/** mulberry32: a tiny seeded generator, enough for demo names. */
export function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below);
  };
}

export function demoBook(): DemoBook {
  const next = generator(20261121);
  const customers: DemoCustomer[] = [];
  for (let i = 1; i <= DEMO_CUSTOMERS; i++) {
    const tagCount = next(3);
    const tags = [...new Set(Array.from({ length: tagCount }, () => TAGS[next(TAGS.length)]!))];
    customers.push({
      code: `C${String(i).padStart(3, '0')}`,
      name: `${SURNAMES[next(SURNAMES.length)]}${GIVEN[next(GIVEN.length)]}`,
      phone: `13${String(next(10))}${String(10_000_000 + next(90_000_000))}`,
      channel: CHANNELS[next(CHANNELS.length)]!,
      agentCode: DESKS[i % DESKS.length]!,
      // Most players are on Mark Six; one in five plays pick-3; tier B for the bigger accounts.
      planKey: `${i % 5 === 0 ? 'PICK3' : 'MARK6'}-${i % 3 === 0 ? 'B' : 'A'}`,
      creditLimit: (1 + next(50)) * 1000 * YUAN,
      tags,
    });
  }
  return { agents: AGENTS, plans: PLANS, customers };
}
