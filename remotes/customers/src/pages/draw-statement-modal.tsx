import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, DrawStatement } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { DrawStatementView, PrintButton } from '@drawdesk/blocks/draw-statement';
import { Empty } from '@drawdesk/ui/empty';
import { Modal } from '@drawdesk/ui/modal';
import { Spin } from '@drawdesk/ui/spin';
import type { StatementRow } from '@drawdesk/blocks/statement-list';
import { getDrawStatement } from '../statements-api.js';

type Props = { customer: Customer; draw: StatementRow; visible: boolean; onClose: () => void };

/** One draw of the customer's statement: its lines with their results, totals and balances, printable alone. */
export function DrawStatementModal({ customer, draw, visible, onClose }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ statement: DrawStatement } | { failure: string } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    setState(null);
    getDrawStatement(customer.id, draw.drawId).then(
      (statement) => setState({ statement }),
      (error: Error) => setState({ failure: error.message }),
    );
  }, [customer.id, draw.drawId, attempt]);

  return (
    <Modal
      title={t('customers.statements.drawTitle', { code: customer.code, name: customer.name, issue: draw.issue })}
      visible={visible}
      onCancel={onClose}
      width={1000}
      footer={state && 'statement' in state ? <PrintButton id="statement-print" /> : null}
    >
      {state === null && <Spin size="large" style={{ width: '100%', padding: 48 }} />}
      {state && 'failure' in state && (
        <Empty title={t('customers.statements.loadFailed')} description={state.failure}>
          <Button onClick={() => setAttempt(attempt + 1)}>{t('customers.retry')}</Button>
        </Empty>
      )}
      {state && 'statement' in state && <DrawStatementView statement={state.statement} />}
    </Modal>
  );
}
