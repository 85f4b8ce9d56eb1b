import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { userLogin } from '@drawdesk/contracts';
import { ApiError } from '@drawdesk/shell';
import { tokenAtom } from '@drawdesk/shell/host';
import { afterLogin } from '../model/guard.js';
import { PublicPage, SubmitAndLink } from './public-page.js';
import { CheckField, PasswordField, TextField } from './login-fields.js';
import { api } from '../runtime/services.js';
import { toast } from '../runtime/toast.js';
import { readRemembered, remember } from './remember.js';
import styles from './login.module.css';

const SLOGANS = ['login.banner.slogan1', 'login.banner.slogan2', 'login.banner.slogan3'];

/** Plain inputs with their own messages: no Semi Form, Input or Checkbox on the login route (its bundle budget). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const setToken = useSetAtom(tokenAtom);
  const saved = readRemembered();
  const [username, setUsername] = useState(saved.username);
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(saved.remember);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [loading, setLoading] = useState(false);
  const [slogan, setSlogan] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setSlogan((s) => (s + 1) % SLOGANS.length), 4000);
    return () => clearInterval(timer);
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : t('login.form.username.required'),
      password: password ? undefined : t('login.form.password.required'),
    };
    setErrors(found);
    if (found.username || found.password) return;
    setLoading(true);
    try {
      const result = await api.call(userLogin, { username: username.trim(), password }, { silent: true });
      remember(username.trim(), keep);
      setToken(result.token);
      api.resetExpired();
      toast('success', t('login.form.login.success'));
      navigate(afterLogin(location.search), { replace: true });
    } catch (error) {
      toast('error', error instanceof ApiError && error.code !== 'TRANSPORT' ? error.message : t('login.form.login.errMsg'));
    } finally {
      setLoading(false);
    }
  }

  return (
    <PublicPage>
      <aside className={styles.banner} aria-live="polite">
        {t(SLOGANS[slogan]!)}
      </aside>
      <form className={styles.form} onSubmit={submit} noValidate>
        <h1 className={styles.title}>{t('product.name')}</h1>
        <label className={styles.field}>
          <TextField value={username} onChange={setUsername} placeholder={t('login.form.username.placeholder')} name="username" autoComplete="username" aria-invalid={Boolean(errors.username)} />
          {errors.username && <span className={styles.error}>{errors.username}</span>}
        </label>
        <label className={styles.field}>
          <PasswordField value={password} onChange={setPassword} placeholder={t('login.form.password.placeholder')} name="password" autoComplete="current-password" aria-invalid={Boolean(errors.password)} />
          {errors.password && <span className={styles.error}>{errors.password}</span>}
        </label>
        <div className={styles.row}>
          <CheckField checked={keep} onChange={setKeep}>
            {t('login.form.rememberPassword')}
          </CheckField>
          <a href="#forgot" onClick={(e) => (e.preventDefault(), toast('info', t('login.form.forgetPassword.help')))}>
            {t('login.form.forgetPassword')}
          </a>
        </div>
        <SubmitAndLink submit={t('login.form.login')} loading={loading} to="/register" link={t('login.form.register')} />
      </form>
    </PublicPage>
  );
}
