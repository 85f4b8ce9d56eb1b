import styles from './page.module.css';

/**
 * The layout every console page shares: `page` (the padded column of a page's blocks, as wide as the pane),
 * `header` (a row of a title and its actions, wrapping on a narrow screen) and `spacer` (pushes what follows
 * to the row's end).
 */
export const pageLayout = { page: styles.page!, header: styles.header!, spacer: styles.spacer! };
