/**
 * @drawdesk/shell/host: the host's setup of the runtime, not part of the contract with remotes (README). The
 * host installs the singletons (token and user atoms, the API client, the i18n instance) before any page
 * renders; the state they set lives in the modules the contract reads, so host and remotes see the same.
 * Remotes never import this entry (eslint.config.js refuses it).
 */
export { currentUserAtom, tokenAtom } from './session/atoms.js';
export { createApiClient, type ApiClientOptions, type Notifier } from './api/client.js';
export { installApi } from './api/current.js';
export { LOCALE_KEY, SHELL_RESOURCES, addResources, createI18n } from './i18n/i18n.js';
