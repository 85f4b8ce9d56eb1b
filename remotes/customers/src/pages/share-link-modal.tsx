import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LINK_DAYS, type Customer, type StatementLink } from '@drawdesk/contracts';
import { drawName, formatDateTime } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import type { StatementRow } from '@drawdesk/blocks/statement-list';
import { linkDaysOf, shareUrl } from '../share-links.js';
import { createLink } from '../statements-api.js';
import { CopyLinkButton } from './copy-link-button.js';

type Props = { customer: Customer; draw: StatementRow; visible: boolean; onClose: () => void; onCreated: () => void };

/** A public link to one draw's statement, valid for some days (7 unless told); once made, its address to copy. */
export function ShareLinkModal({ customer, draw, visible, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [days, setDays] = useState(String(LINK_DAYS.default));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<StatementLink | null>(null);

  async function create() {
    const valid = linkDaysOf(days);
    if (valid === null) return setProblem(t('customers.links.badDays', LINK_DAYS));
    setSaving(true);
    try {
      setLink(await createLink({ customerId: customer.id, drawId: draw.drawId, days: valid }));
      setProblem(null);
      onCreated();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const url = link && shareUrl(window.location.origin, link.url);
  return (
    <Modal
      title={t('customers.links.createTitle', { draw: drawName(t, draw) })}
      visible={visible}
      onCancel={onClose}
      onOk={link ? onClose : () => void create()}
      okText={link ? t('customers.links.done') : t('customers.links.create')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: saving, id: 'link-create' }}
    >
      {url ? (
        <div style={{ display: 'grid', gap: 12 }}>
          <p>{t('customers.links.created', { at: formatDateTime(link.expiresAt) })}</p>
          <Input id="link-url" value={url} readonly />
          <CopyLinkButton url={url} />
        </div>
      ) : (
        <Input id="link-days" value={days} onChange={setDays} prefix={t('customers.links.days')} maxLength={3} />
      )}
      {problem && (
        <p role="alert" style={{ color: 'var(--semi-color-danger)' }}>
          {problem}
        </p>
      )}
    </Modal>
  );
}
