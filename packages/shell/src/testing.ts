/**
 * @drawdesk/shell/testing: what the tests of the host and the remotes use to check their strings: the keys a
 * language lacks (the locale parity test every remote has) and an i18n instance with given resources.
 * Test files only (eslint.config.js refuses it in a remote's other files).
 */
export { addResources, createI18n, missingKeys } from './i18n/i18n.js';
