import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@drawdesk/ui/button';
import { LanguageButton, LanguageSwitchProvider } from '../layout/language-switch.js';
import styles from './login.module.css';

/** A page outside the layout (login, register): no navbar offers the language there, so its corner does. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <LanguageSwitchProvider>
      <div className={styles.page}>
        <LanguageButton className={styles.language} />
        {children}
      </div>
    </LanguageSwitchProvider>
  );
}

/** The end of a public page's form: its submit button, and the link to the other page (login ↔ register). */
export function SubmitAndLink({ submit, loading, to, link }: { submit: string; loading: boolean; to: string; link: string }) {
  return (
    <>
      <Button htmlType="submit" theme="solid" type="primary" size="large" block loading={loading}>
        {submit}
      </Button>
      <Link className={styles.register} to={to}>
        {link}
      </Link>
    </>
  );
}
