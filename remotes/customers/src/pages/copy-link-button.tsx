import { useTranslation } from 'react-i18next';
import { Button } from '@drawdesk/ui/button';
import { Toast } from '@drawdesk/ui/toast';

/** Copies a shared link's full address; where the browser refuses, says to copy it by hand. */
export function CopyLinkButton({ url, size = 'default' }: { url: string; size?: 'small' | 'default' }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => Toast.success(t('customers.links.copied')),
      () => Toast.warning(t('customers.links.copyFailed')),
    );
  return (
    <Button size={size} theme={size === 'small' ? 'borderless' : 'light'} data-url={url} className="link-copy" onClick={() => void copy()}>
      {t('customers.links.copy')}
    </Button>
  );
}
