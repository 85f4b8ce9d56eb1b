/** `%` and `_` typed by a user are literal characters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching the text anywhere. */
export const likePattern = (keyword: string) => `%${escapeLike(keyword)}%`;
/** A LIKE pattern matching values that start with the text. */
export const likePrefix = (prefix: string) => `${escapeLike(prefix)}%`;
