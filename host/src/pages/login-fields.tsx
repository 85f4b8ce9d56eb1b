import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './login-fields.module.css';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'type'> & { value: string; onChange: (value: string) => void; type?: 'text' | 'password' };

/**
 * The login's controls: plain elements drawn like Semi's large input and its checkbox, with Semi's colour
 * variables (light and dark). Semi's Input and Checkbox cost the login route ~13 kB of JavaScript in five
 * files (docs/quality.md); the pages behind login load them anyway.
 */
export function TextField({ value, onChange, ...rest }: FieldProps) {
  return <input {...rest} className={styles.input} value={value} onChange={(e) => onChange(e.target.value)} />;
}

/** A password field with a button that shows what was typed, as Semi's password mode has. */
export function PasswordField({ value, onChange, ...rest }: FieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <span className={styles.secret}>
      <TextField {...rest} type={shown ? 'text' : 'password'} value={value} onChange={onChange} />
      {value && (
        <button type="button" className={styles.reveal} aria-pressed={shown} aria-label={t(shown ? 'login.form.password.hide' : 'login.form.password.show')} onClick={() => setShown(!shown)}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path fill="currentColor" d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
            {!shown && <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 4l16 16" />}
          </svg>
        </button>
      )}
    </span>
  );
}

/** A checkbox with its label; clicking the words ticks it. */
export function CheckField({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
