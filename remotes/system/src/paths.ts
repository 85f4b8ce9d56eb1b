/** Routes of this remote (deploy/remotes.json) and the pages it links to. */
export const AGENTS_PATH = '/system/agent';
export const agentDetailPath = (id: number) => `/system/agent-detail?id=${id}`;
export const customerDetailPath = (id: number) => `/customers/detail?id=${id}`;
