import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, StatementLink, StatementLinkListQuery } from '@drawdesk/contracts';
import { drawName, formatDateTime } from '@drawdesk/shell';
import { ListPage, useList, type ListColumn } from '@drawdesk/ui/list-page';
import { RemoveButton } from '@drawdesk/ui/list-parts';
import { Tag } from '@drawdesk/ui/tag';
import { LINK_STATE_COLORS, LINK_STATE_LABELS, mayRevoke, shareUrl } from '../share-links.js';
import { listLinks, revokeLink } from '../statements-api.js';
import { CopyLinkButton } from './copy-link-button.js';

type Query = Pick<StatementLinkListQuery, 'sort' | 'order'>;

/** The customer's shared statement links, newest first: the draw, expiry and state; copy, and revoke with a confirmation. */
export function StatementLinks({ customer, created }: { customer: Customer; created: number }) {
  const { t } = useTranslation();
  const links = useList<Query, StatementLink>((query) => listLinks({ ...query, customerId: customer.id }));
  const { reload } = links;
  // A link made in the share modal shows here at once.
  useEffect(() => {
    if (created > 0) reload();
  }, [created, reload]);

  const columns: ListColumn<StatementLink>[] = [
    { key: 'issue', title: t('customers.links.draw'), render: (issue: string, link) => drawName(t, { lottery: link.lottery, issue }) },
    { key: 'expiresAt', title: t('customers.links.expiresAt'), render: (at: string) => formatDateTime(at) },
    {
      key: 'state',
      title: t('customers.links.state'),
      render: (state: StatementLink['state']) => (
        <Tag color={LINK_STATE_COLORS[state]} data-state={state}>
          {t(LINK_STATE_LABELS[state])}
        </Tag>
      ),
    },
    { key: 'createdBy', title: t('customers.links.createdBy') },
    { key: 'createdAt', title: t('customers.links.createdAt'), render: (at: string) => formatDateTime(at) },
  ];
  return (
    <ListPage
      id="customer-links"
      nested
      list={links}
      columns={columns}
      empty={t('customers.links.empty')}
      rowActions={(link) => (
        <>
          {mayRevoke(link) && <CopyLinkButton size="small" url={shareUrl(window.location.origin, link.url)} />}
          {mayRevoke(link) && (
            <RemoveButton
              title={t('customers.links.revokeTitle')}
              content={t('customers.links.revokeContent')}
              label={t('customers.links.revoke')}
              removed={t('customers.links.revoked')}
              onRemove={() => revokeLink(link.id).then(reload)}
            />
          )}
        </>
      )}
    />
  );
}
