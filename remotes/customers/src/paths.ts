/** Console routes this remote links to (deploy/remotes.json); detail pages take `?id=`. */
export const LIST_PATH = '/customers/list';
export const detailPath = (id: number) => `/customers/detail?id=${id}`;
export const planDetailPath = (id: number) => `/plans/detail?id=${id}`;
export const orderDetailPath = (id: number) => `/orders/detail?id=${id}`;
