import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ANALYSIS_RULES, type AnalysisDetail, type LayoffTerms } from '@drawdesk/contracts';
import { formatMoney, formatRate, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { Table, type ColumnProps } from '@drawdesk/ui/table';
import { Tag } from '@drawdesk/ui/tag';
import { Toast } from '@drawdesk/ui/toast';
import { applyLayoffs } from '../analysis-api.js';
import { oddsText } from '../labels.js';
import { listTabPath } from '../paths.js';
import { useBusy } from './use-busy.js';
import styles from './analysis.module.css';
import { pageLayout } from '@drawdesk/ui/page';

type Props = { analysis: AnalysisDetail; suggested: readonly LayoffTerms[]; onApplied: () => void };

/**
 * What the strategy suggests laying off upstream, and "apply": the suggestions become planned lay-offs
 * (once; the server refuses a second time), listed in the lay-offs tab where they are marked placed.
 */
export function SuggestedLayoffs({ analysis, suggested, onApplied }: Props) {
  const { t } = useTranslation();
  const words = useWords();
  const [asking, setAsking] = useState(false);
  const [upstream, setUpstream] = useState('');
  const { busy: applying, run } = useBusy();
  const total = suggested.reduce((sum, layoff) => sum + layoff.stake, 0);

  const apply = () =>
    run(async () => {
      try {
        const planned = await applyLayoffs({ analysisId: analysis.id, ...(upstream.trim() ? { upstream: upstream.trim() } : {}) });
        Toast.success(t('analysis.suggested.applied', { count: planned.length }));
        setAsking(false);
      } finally {
        // Also after a refusal: applied meanwhile (409), the page shows it as applied.
        onApplied();
      }
    });

  const columns: ColumnProps<LayoffTerms>[] = [
    { title: t('analysis.layoff.play'), dataIndex: 'play', render: (play: string) => words.play(play) },
    { title: t('analysis.layoff.selection'), dataIndex: 'selection', render: (selection: string, layoff: LayoffTerms) => words.selection(layoff.play, selection) },
    { title: t('analysis.layoff.stake'), dataIndex: 'stake', align: 'right', render: (fen: number) => formatMoney(fen) },
    { title: t('analysis.layoff.odds'), dataIndex: 'odds', align: 'right', render: (odds: number, layoff) => oddsText(odds, layoff.odds2) },
    { title: t('analysis.layoff.rebate'), dataIndex: 'rebateBp', align: 'right', render: (bp: number) => formatRate(bp) },
  ];
  return (
    <section className={styles.section} aria-labelledby="analysis-suggested-title">
      <div className={pageLayout.header}>
        <h3 id="analysis-suggested-title">{t('analysis.suggested.title')}</h3>
        <span className={styles.muted}>{t('analysis.suggested.total', { count: suggested.length, stake: formatMoney(total) })}</span>
        <span className={pageLayout.spacer} />
        {analysis.applied ? (
          <>
            <span id="analysis-applied">
              <Tag color="green">{t('analysis.suggested.isApplied')}</Tag>
            </span>
            <Link to={listTabPath('layoffs', { analysisId: analysis.id })} id="analysis-layoffs-link">
              {t('analysis.suggested.viewLayoffs')}
            </Link>
          </>
        ) : (
          suggested.length > 0 && (
            <Button theme="solid" id="analysis-apply" onClick={() => setAsking(true)}>
              {t('analysis.suggested.apply')}
            </Button>
          )
        )}
      </div>
      <Table<LayoffTerms>
        id="analysis-suggested"
        rowKey={(row?: LayoffTerms) => `${row?.play}:${row?.selection}`}
        size="small"
        dataSource={[...suggested]}
        columns={columns}
        pagination={suggested.length > 20 ? { pageSize: 20 } : false}
        empty={t('analysis.suggested.none')}
      />
      <Modal
        title={t('analysis.suggested.applyTitle')}
        visible={asking}
        onCancel={() => setAsking(false)}
        onOk={apply}
        okText={t('analysis.suggested.apply')}
        cancelText={t('form.cancel')}
        okButtonProps={{ loading: applying, id: 'analysis-apply-confirm' }}
      >
        <p>{t('analysis.suggested.applyContent', { count: suggested.length, stake: formatMoney(total) })}</p>
        <Input id="analysis-apply-upstream" value={upstream} onChange={setUpstream} maxLength={ANALYSIS_RULES.upstreamMax} placeholder={t('analysis.suggested.upstream')} />
      </Modal>
    </section>
  );
}
