import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocale, type Locale } from '@drawdesk/shell';
import { LOCALE_KEY } from '@drawdesk/shell/host';

// The confirmation's code loads when a switch is first asked for, not with every page.
const Modal = lazy(() => import('@drawdesk/ui/modal').then(({ Modal }) => ({ default: Modal })));

type LanguageSwitch = { locale: Locale; request: (locale: Locale) => void };
const LanguageContext = createContext<LanguageSwitch | null>(null);

/**
 * Switching the language saves it and reloads the page (every remote re-reads its texts), so it
 * asks first. The navbar and the settings drawer share the one confirmation.
 */
export function LanguageSwitchProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<Locale | null>(null);
  // Mounted from the first request on, so that cancelling keeps the modal's closing animation.
  const [asked, setAsked] = useState(false);
  const locale = pickLocale(i18n.language);
  const confirm = () => {
    if (!pending) return;
    localStorage.setItem(LOCALE_KEY, pending);
    window.location.reload();
  };
  const request = (next: Locale) => {
    if (next === locale) return;
    setAsked(true);
    setPending(next);
  };
  return (
    <LanguageContext.Provider value={{ locale, request }}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <Modal visible={pending !== null} title={t('navbar.language.confirm')} onOk={confirm} onCancel={() => setPending(null)} />
        </Suspense>
      )}
    </LanguageContext.Provider>
  );
}

export function useLanguageSwitch(): LanguageSwitch {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguageSwitch needs a <LanguageSwitchProvider> above it');
  return value;
}
