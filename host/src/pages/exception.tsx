import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { WORKPLACE } from '../model/guard.js';
import { Button } from '@drawdesk/ui/button';
import { Empty } from '@drawdesk/ui/empty';

export type ExceptionCode = '403' | '404' | '500';

/** /exception/403|404|500 and any unknown path (404), inside the layout: the message and a way back. */
export default function ExceptionPage({ code }: { code: ExceptionCode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section role="alert" style={{ padding: 48 }}>
      <Empty title={code} description={t(`exception.${code}`)}>
        <Button theme="solid" onClick={() => navigate(WORKPLACE)}>
          {t('exception.back')}
        </Button>
      </Empty>
    </section>
  );
}
