import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LOCALES, formatDateTime, type Locale } from '@drawdesk/shell';
import { LOCALE_KEY } from '@drawdesk/shell/host';
import { Button } from '@drawdesk/ui/button';
import { DrawStatementView, PrintButton } from '@drawdesk/blocks/draw-statement';
import { Empty } from '@drawdesk/ui/empty';
import { Spin } from '@drawdesk/ui/spin';
import { reportLocale, reportToken } from '../../model/report.js';
import { fetchReport, type ReportAnswer } from './report-api.js';
import styles from './report-page.module.css';

const LANGUAGE_NAMES: Record<Locale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/**
 * `/report?token=…`: one customer's statement of one draw, opened from a shared link by anyone, logged in or
 * not. It shows that statement and nothing else (no console chrome, no other data), in the reader's language,
 * printable; a link the server does not know (bad, expired, revoked) shows only that it is no longer valid.
 */
export default function ReportPage() {
  const { t, i18n } = useTranslation();
  const token = reportToken(useLocation().search);
  const [answer, setAnswer] = useState<ReportAnswer | null>(null);
  const [attempt, setAttempt] = useState(0);

  // The console's saved language, else the browser's, once on opening; switching here is for this reading
  // only (nothing saved). Not keyed on `i18n`: react-i18next gives a new one at every change of language.
  const [initial] = useState(() => reportLocale(localStorage.getItem(LOCALE_KEY), navigator.languages));
  const opening = useRef(i18n);
  useEffect(() => {
    void opening.current.changeLanguage(initial);
  }, [initial]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t('report.title');
  }, [i18n.language, t]);
  useEffect(() => {
    setAnswer(null);
    if (!token) return setAnswer({ failure: 'gone' });
    let current = true;
    void fetchReport(token).then((got) => current && setAnswer(got));
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const state = answer === null ? 'loading' : 'report' in answer ? 'ready' : answer.failure;
  return (
    <main className={styles.page} id="report-page" data-state={state}>
      <header className={styles.toolbar}>
        <span className={styles.product}>{t('product.name')}</span>
        <h1 className={styles.title}>{t('report.title')}</h1>
        <span className={styles.spacer} />
        {LOCALES.filter((locale) => locale !== i18n.language).map((locale) => (
          <Button key={locale} theme="borderless" lang={locale} onClick={() => void i18n.changeLanguage(locale)}>
            {LANGUAGE_NAMES[locale]}
          </Button>
        ))}
        {state === 'ready' && <PrintButton id="report-print" />}
      </header>
      {answer === null && <Spin size="large" wrapperClassName={styles.body} spinning />}
      {answer && 'failure' in answer && answer.failure === 'gone' && (
        <Empty className={styles.body} title={t('report.gone.title')} description={t('report.gone.hint')} />
      )}
      {answer && 'failure' in answer && answer.failure === 'failed' && (
        <Empty className={styles.body} title={t('report.failed.title')} description={t('report.failed.hint')}>
          <Button onClick={() => setAttempt(attempt + 1)}>{t('report.retry')}</Button>
        </Empty>
      )}
      {answer && 'report' in answer && (
        <DrawStatementView
          statement={answer.report}
          extra={
            <p className={styles.expiry} id="report-expires">
              {t('report.expiresAt', { at: formatDateTime(answer.report.expiresAt) })}
            </p>
          }
        />
      )}
    </main>
  );
}
