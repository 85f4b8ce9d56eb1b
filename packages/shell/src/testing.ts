/**
 * @drawdesk/shell/testing: what the tests of the host and the remotes use to check their strings: the keys a
 * language lacks (the locale parity test every remote has), what is wrong with a remote's word files, and an
 * i18n instance with given resources.
 * Test files only (eslint.config.js refuses it in a remote's other files).
 */
export { addResources, createI18n, missingKeys, wordFileProblems } from './i18n/i18n.js';
