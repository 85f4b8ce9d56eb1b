import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@drawdesk/ui/button';
import { Empty } from '@drawdesk/ui/empty';
import styles from './list-parts.module.css';

/** What a list's table shows without rows: the failure of the last load with Retry, or the page's own "nothing here". */
export function ListEmpty({ failure, onRetry, empty }: { failure: string | null; onRetry: () => void; empty: string }) {
  const { t } = useTranslation();
  return failure ? (
    <Empty title={t('list.loadFailed')} description={failure}>
      <Button onClick={onRetry}>{t('list.retry')}</Button>
    </Empty>
  ) : (
    <Empty description={empty} />
  );
}

/** The footer of an edit drawer or form: cancel, and save (busy while saving). */
export function SaveFooter({ saving, onCancel, onSave }: { saving: boolean; onCancel: () => void; onSave: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.drawerFooter}>
      <Button onClick={onCancel}>{t('form.cancel')}</Button>
      <Button theme="solid" loading={saving} onClick={onSave}>
        {t('form.save')}
      </Button>
    </div>
  );
}

// The confirmation loads with the first click on a button that asks first: a list page shows its rows without it.
const Popconfirm = lazy(() => import('@drawdesk/ui/popconfirm').then((m) => ({ default: m.Popconfirm })));

type ConfirmProps = {
  /** The confirmation's question, its detail, and its OK button's words (Semi's OK by default). */
  title: string;
  content?: string;
  okText?: string;
  onConfirm: () => void | Promise<unknown>;
  /** The button's words. */
  children: ReactNode;
  /** A danger action reads red, and so does its OK. */
  type?: 'primary' | 'danger';
  size?: 'small' | 'default';
  /** `data-action` of the button, for a row with several. */
  action?: string;
};

/**
 * An action that asks first (cancel, close, remove, place): a button whose confirmation, with Semi's Popconfirm,
 * downloads with the first click and opens at once (that click was the question); later clicks open it as usual.
 */
export function ConfirmButton({ title, content, okText, onConfirm, children, type = 'primary', size = 'small', action }: ConfirmProps) {
  const [asked, setAsked] = useState(false);
  const button = (
    <Button theme={size === 'small' ? 'borderless' : 'light'} type={type} size={size} data-action={action} onClick={() => setAsked(true)}>
      {children}
    </Button>
  );
  if (!asked) return button;
  return (
    <Suspense fallback={button}>
      <Popconfirm title={title} content={content} okText={okText} okType={type} defaultVisible onConfirm={onConfirm}>
        {button}
      </Popconfirm>
    </Suspense>
  );
}

type RemoveProps = {
  /** The confirmation's question and its detail. */
  title: string;
  content: string;
  label: string;
  /** The success toast. */
  removed: string;
  onRemove: () => Promise<unknown>;
  size?: 'small' | 'default';
};

/** The success toast, whose code loads with it: a list page shows its rows without Semi's Toast. */
const toastRemoved = (removed: string) => void import('@drawdesk/ui/toast').then(({ Toast }) => Toast.success(removed));

/**
 * A row's or a detail's remove: a danger button that asks first. A refusal comes as the server's toast
 * (the call is not silent), a success as `removed`.
 */
export function RemoveButton({ title, content, label, removed, onRemove, size = 'small' }: RemoveProps) {
  return (
    <ConfirmButton title={title} content={content} type="danger" size={size} onConfirm={() => onRemove().then(() => toastRemoved(removed), () => undefined)}>
      {label}
    </ConfirmButton>
  );
}
