import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_KEY, pickLocale, type Locale } from '@drawdesk/shell';
import { Modal } from '@drawdesk/ui/modal';

type LanguageSwitch = { locale: Locale; request: (locale: Locale) => void };
const LanguageContext = createContext<LanguageSwitch | null>(null);

/**
 * Switching the language saves it and reloads the page (every remote re-reads its texts), so it
 * asks first. The navbar and the settings drawer share the one confirmation.
 */
export function LanguageSwitchProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState<Locale | null>(null);
  const locale = pickLocale(i18n.language);
  const confirm = () => {
    if (!pending) return;
    localStorage.setItem(LOCALE_KEY, pending);
    window.location.reload();
  };
  const request = (next: Locale) => next !== locale && setPending(next);
  return (
    <LanguageContext.Provider value={{ locale, request }}>
      {children}
      <Modal visible={pending !== null} title={t('navbar.language.confirm')} onOk={confirm} onCancel={() => setPending(null)} />
    </LanguageContext.Provider>
  );
}

export function useLanguageSwitch(): LanguageSwitch {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguageSwitch needs a <LanguageSwitchProvider> above it');
  return value;
}
