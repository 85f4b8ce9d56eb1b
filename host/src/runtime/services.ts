import { createStore } from 'jotai';
import { LOCALE_KEY, createApiClient, createI18n, currentUserAtom, installApi, tokenAtom } from '@drawdesk/shell/host';
import { hostWords } from '../i18n/words.js';
import { toast } from './toast.js';

/** The host's singletons: one jotai store, one i18n instance, one API client. */
export const store = createStore();
export const i18n = createI18n(localStorage.getItem(LOCALE_KEY));
// Only the language shown: switching languages reloads the page (layout/language-switch.tsx).
i18n.addResourceBundle(i18n.language, 'translation', await hostWords(i18n.language), true, false);

/** Where the API's endpoints are (their paths are under it). */
export const API_BASE = '/api/v1';

export const api = createApiClient({
  baseUrl: API_BASE,
  getToken: () => store.get(tokenAtom),
  getLanguage: () => i18n.language,
  messages: { system: i18n.t('request.error.system'), failed: i18n.t('request.error.failed') },
  notifier: {
    error: (content, duration) => toast('error', content, duration / 1000),
    // The modal's code loads only when a session expires: the login route's bundle stays small.
    sessionExpired: () =>
      void import('@drawdesk/ui/modal').then(({ Modal }) =>
        Modal.warning({
          title: i18n.t('request.error.expired.title'),
          content: i18n.t('request.error.expired.content'),
          okText: i18n.t('request.error.expired.relogin'),
          // Without a token the guard sends the user to login, remembering the page and its query.
          onOk: () => {
            store.set(tokenAtom, null);
            store.set(currentUserAtom, null);
          },
        }),
      ),
  },
});

// Remotes reach the same client through the shared shell.
installApi(api);
