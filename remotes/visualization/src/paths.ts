/** This remote's route paths: its page keys in routes.ts, and the same paths in its registry entry (deploy/remotes.json). */
export const BOOK_PATH = '/visualization/book';
