import { createStore } from 'jotai';
import { LOCALE_KEY, addResources, createApiClient, createI18n, currentUserAtom, installApi, tokenAtom } from '@drawdesk/shell';
import { Toast } from '@drawdesk/ui/toast';
import { HOST_RESOURCES } from '../i18n/resources.js';

/** The host's singletons: one jotai store, one i18n instance, one API client. */
export const store = createStore();
export const i18n = createI18n(localStorage.getItem(LOCALE_KEY));
addResources(i18n, HOST_RESOURCES);

export const api = createApiClient({
  baseUrl: '/api/v1',
  getToken: () => store.get(tokenAtom),
  getLanguage: () => i18n.language,
  messages: { system: i18n.t('request.error.system'), failed: i18n.t('request.error.failed') },
  notifier: {
    error: (content, duration) => void Toast.error({ content, duration: duration / 1000 }),
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
