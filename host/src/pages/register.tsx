import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { userCode, userRegister } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { Input } from '@drawdesk/ui/input';
import { PublicPage, SubmitAndLink } from './public-page.js';
import { api } from '../runtime/services.js';
import styles from './login.module.css';

type Fields = { username: string; password: string; phoneNumber: string; code: string; nickName: string };
const REQUIRED: (keyof Fields)[] = ['username', 'password', 'phoneNumber', 'code'];

export default function RegisterPage() {
  const { t } = useTranslation();
  const [fields, setFields] = useState<Fields>({ username: '', password: '', phoneNumber: '', code: '', nickName: '' });
  const [missing, setMissing] = useState<Set<keyof Fields>>(new Set());
  const [countdown, setCountdown] = useState(0);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  async function sendCode() {
    if (!fields.phoneNumber) return setMissing(new Set(['phoneNumber']));
    const answer = await api.call(userCode, { phoneNumber: fields.phoneNumber }).catch(() => null);
    if (answer) setCountdown(answer.retryAfter);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = new Set(REQUIRED.filter((name) => !fields[name].trim()));
    setMissing(empty);
    if (empty.size > 0) return;
    setLoading(true);
    const { nickName, ...rest } = fields;
    const registered = await api.call(userRegister, nickName ? { ...rest, nickName } : rest).then(
      () => true,
      () => false,
    );
    setLoading(false);
    setDone(registered);
  }

  const field = (name: keyof Fields, extra: Partial<Parameters<typeof Input>[0]> = {}) => (
    <label className={styles.field}>
      <Input value={fields[name]} onChange={set(name)} placeholder={t(`register.${name}`)} name={name} size="large" {...extra} />
      {missing.has(name) && <span className={styles.error}>{t('register.required')}</span>}
    </label>
  );

  return (
    <PublicPage>
      {done ? (
        <div className={styles.form}>
          <h1 className={styles.title}>{t('register.title')}</h1>
          <p role="status">{t('register.success')}</p>
          <Link to="/login">{t('register.backToLogin')}</Link>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <h1 className={styles.title}>{t('register.title')}</h1>
          {field('username')}
          {field('password', { mode: 'password' })}
          <span>{t('register.password.rules')}</span>
          {field('phoneNumber')}
          <div className={styles.row}>
            {field('code')}
            <Button onClick={sendCode} disabled={countdown > 0}>
              {countdown > 0 ? t('register.resend', { seconds: countdown }) : t('register.getCode')}
            </Button>
          </div>
          {field('nickName')}
          <SubmitAndLink submit={t('register.submit')} loading={loading} to="/login" link={t('register.backToLogin')} />
        </form>
      )}
    </PublicPage>
  );
}
