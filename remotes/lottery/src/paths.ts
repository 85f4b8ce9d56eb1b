/** This remote's route paths: its page keys in routes.ts, and the same paths in its registry entry (deploy/remotes.json). */
export const DRAWS_PATH = '/lottery/lottery';
export const GAMES_PATH = '/lottery/games';
export const SETTLE_PATH = '/lottery/result';
export const settlePath = (drawId: number) => `${SETTLE_PATH}?id=${drawId}`;
