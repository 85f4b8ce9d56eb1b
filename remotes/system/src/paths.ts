/** Routes of this remote (deploy/remotes.json) and the pages it links to. */
export const AGENTS_PATH = '/system/agent';
export const agentDetailPath = (id: number) => `/system/agent-detail?id=${id}`;
export const customerDetailPath = (id: number) => `/customers/detail?id=${id}`;

/**
 * Where an audited object is shown, by the log's `entity` (users, jobs and settings have no page of their own).
 * Draws open the draws page on the draw, as the server's own notices link them.
 */
export const AUDITED_PAGES: Readonly<Record<string, (id: string) => string>> = {
  draw: (id) => `/lottery/lottery?id=${id}`,
  customer: (id) => `/customers/detail?id=${id}`,
  agent: (id) => `/system/agent-detail?id=${id}`,
  plan: (id) => `/plans/detail?id=${id}`,
  order: (id) => `/orders/detail?id=${id}`,
  analysis: (id) => `/number-analyse/detail?id=${id}`,
  strategy: () => '/number-analyse/list?tab=strategies',
  layoff: () => '/number-analyse/list?tab=layoffs',
};
