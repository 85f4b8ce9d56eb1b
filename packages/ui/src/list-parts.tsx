import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { Empty } from '@drawdesk/ui/empty';
import { Input } from '@drawdesk/ui/input';
import styles from './list-parts.module.css';

/**
 * A list page's filter form (SCREENS: every list page): the page's own fields, then search and reset.
 * Plain fields, not Semi's Form, which brings every Semi field type to the list page.
 */
export function FilterBar({ onSearch, onReset, children }: { onSearch: () => void; onReset: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      className={styles.filters}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {children}
      <Button htmlType="submit" theme="solid">
        {t('list.search')}
      </Button>
      <Button onClick={onReset}>{t('list.reset')}</Button>
    </form>
  );
}

type KeywordProps = { id: string; value: string | undefined; onChange: (keyword: string) => void; placeholder: string; width?: number };

/** A filter bar's keyword field, as long as the server's keyword may be. */
export function KeywordInput({ id, value, onChange, placeholder, width = 240 }: KeywordProps) {
  return <Input id={id} value={value ?? ''} onChange={onChange} placeholder={placeholder} maxLength={KEYWORD_MAX} showClear style={{ width }} />;
}

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
