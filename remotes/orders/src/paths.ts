/** This remote's route paths: its page keys in routes.ts, and the same paths in its registry entry (deploy/remotes.json). */
export const LIST_PATH = '/orders/list';
export const NEW_PATH = '/orders/new';
export const TEXT_PATH = '/orders/text';
export const DETAIL_PATH = '/orders/detail';
export const detailPath = (id: number) => `${DETAIL_PATH}?id=${id}`;
export const RESULT_PATH = '/orders/result';
