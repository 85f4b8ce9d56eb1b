import { useTranslation } from 'react-i18next';
import { Button } from '@drawdesk/ui/button';
import { Empty } from '@drawdesk/ui/empty';
import { Popconfirm } from '@drawdesk/ui/popconfirm';
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
    <Popconfirm title={title} content={content} okType="danger" onConfirm={() => onRemove().then(() => toastRemoved(removed), () => undefined)}>
      <Button theme={size === 'small' ? 'borderless' : 'light'} type="danger" size={size}>
        {label}
      </Button>
    </Popconfirm>
  );
}
