import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocale, type Locale } from '@drawdesk/shell';
import { LOCALE_KEY } from '@drawdesk/shell/host';
import { Button } from '@drawdesk/ui/button';
import { IconLanguage } from '@drawdesk/ui/navbar-icons';

type ConfirmProps = { locale: Locale; visible: boolean; title: string; onOk: () => void; onCancel: () => void };

// The confirmation's code loads when a switch is first asked for, not with every page. Its buttons speak the page's
// language also where no layout gives Semi its texts (login and register).
const Confirm = lazy(() =>
  Promise.all([import('@drawdesk/ui/modal'), import('@drawdesk/ui/locale-provider')]).then(([{ Modal }, { SemiLocale }]) => ({
    default: ({ locale, ...props }: ConfirmProps) => (
      <SemiLocale language={locale}>
        <Modal {...props} />
      </SemiLocale>
    ),
  })),
);

type LanguageSwitch = { locale: Locale; request: (locale: Locale) => void };
const LanguageContext = createContext<LanguageSwitch | null>(null);

/**
 * Switching the language saves it and reloads the page (every remote re-reads its texts), so it
 * asks first. The navbar and the settings drawer share the one confirmation; login and register have their own.
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
          <Confirm locale={locale} visible={pending !== null} title={t('navbar.language.confirm')} onOk={confirm} onCancel={() => setPending(null)} />
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

/** The button that offers the other language, named in that language (the navbar's, login's and register's). */
export function LanguageButton({ className }: { className?: string }) {
  const language = useLanguageSwitch();
  return (
    <Button className={className} theme="borderless" icon={<IconLanguage />} onClick={() => language.request(language.locale === 'zh-CN' ? 'en-US' : 'zh-CN')}>
      {language.locale === 'zh-CN' ? 'English' : '中文'}
    </Button>
  );
}
