import type { Names } from '@drawdesk/shell/words';
import { listIn } from '../i18n/say.js';

/** What still hangs under an agent, in both languages: `1 个下级代理、2 个用户`, `1 sub-agent, 2 users`; nothing for none. */
export function stillUnder(usage: { subAgents: number; customers: number; users: number }): Names {
  const counts = [[usage.subAgents, '个下级代理', 'sub-agent'], [usage.customers, '个客户', 'customer'], [usage.users, '个用户', 'user']] as const;
  const present = counts.filter(([n]) => n > 0);
  return {
    'zh-CN': listIn(present.map(([n, zh]) => `${n} ${zh}`), 'zh-CN'),
    'en-US': listIn(present.map(([n, , en]) => `${n} ${en}${n === 1 ? '' : 's'}`), 'en-US'),
  };
}
