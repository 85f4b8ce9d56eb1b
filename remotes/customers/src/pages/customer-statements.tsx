import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@drawdesk/contracts';
import { useOverlay } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { StatementList, type StatementRow } from '@drawdesk/blocks/statement-list';
import { Tabs } from '@drawdesk/ui/tabs';
import { Typography } from '@drawdesk/ui/typography';
import { DrawStatementModal } from './draw-statement-modal.js';
import { ShareLinkModal } from './share-link-modal.js';
import { StatementLinks } from './statement-links.js';
import styles from './customer-detail.module.css';

/** The customer's statements: its settled draws (open one, share one as a public link) and the links it was sent. */
export function CustomerStatements({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const opened = useOverlay<StatementRow>();
  const shared = useOverlay<StatementRow>();
  const [created, setCreated] = useState(0);
  const party = { customerId: customer.id };

  return (
    <div className={styles.section} id="customer-statements">
      <Typography.Title heading={6}>{t('customers.statements.title')}</Typography.Title>
      <Tabs type="line">
        <Tabs.TabPane itemKey="draws" tab={t('customers.statements.draws')}>
          <StatementList
            id="customer-statement"
            party={party}
            rowActions={(row) => (
              <>
                <Button size="small" theme="borderless" data-action="open" onClick={() => opened.open(row)}>
                  {t('customers.statements.open')}
                </Button>
                <Button size="small" theme="borderless" data-action="share" onClick={() => shared.open(row)}>
                  {t('customers.statements.share')}
                </Button>
              </>
            )}
          />
        </Tabs.TabPane>
        <Tabs.TabPane itemKey="links" tab={t('customers.statements.links')}>
          <StatementLinks customer={customer} created={created} />
        </Tabs.TabPane>
      </Tabs>
      {opened.value && <DrawStatementModal key={opened.key} customer={customer} draw={opened.value} visible={opened.visible} onClose={opened.close} />}
      {shared.value && (
        <ShareLinkModal
          key={shared.key}
          customer={customer}
          draw={shared.value}
          visible={shared.visible}
          onClose={shared.close}
          onCreated={() => setCreated((n) => n + 1)}
        />
      )}
    </div>
  );
}
