import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisRunBody, AnalysisScope, AnalysisStrategy } from '@drawdesk/contracts';
import { Modal } from '@drawdesk/ui/modal';
import { Radio } from '@drawdesk/ui/radio';
import { Select } from '@drawdesk/ui/select';
import { Toast } from '@drawdesk/ui/toast';
import { allStrategies, runAnalysis } from '../analysis-api.js';
import { BLANK_STRATEGY, strategyOf, type StrategyValues } from '../strategy-form.js';
import { strategyText } from '../strategy-text.js';
import { ScopeFields, useDefaultScope } from './scope-fields.js';
import { StrategyFields } from './strategy-fields.js';
import { DrawPicker } from './draw-picker.js';
import { useBusy } from './use-busy.js';
import { useDrawPick } from './use-draws.js';
import styles from './analysis.module.css';

type Source = 'saved' | 'inline' | 'none';
type Props = { visible: boolean; onClose: () => void; onStarted: (id: number) => void };

/**
 * A new analysis: the lottery and one of its draws (open, or closed and drawn ones to look back), the
 * strategy (a saved one, one typed here, or none for the exposure alone) and the scope. It is queued at
 * once; the runs list follows it until 分析完成.
 */
export function RunModal({ visible, onClose, onStarted }: Props) {
  const { t } = useTranslation();
  const pick = useDrawPick(true);
  const drawId = pick.draw?.id ?? null;
  const [source, setSource] = useState<Source>('saved');
  const [strategies, setStrategies] = useState<AnalysisStrategy[]>([]);
  const [strategyId, setStrategyId] = useState<number | null>(null);
  const [values, setValues] = useState<StrategyValues>(BLANK_STRATEGY);
  const [scope, setScope] = useState<AnalysisScope>(useDefaultScope());
  const [checked, setChecked] = useState(false);
  const { busy: running, run: start } = useBusy();

  useEffect(() => {
    allStrategies().then((list) => {
      setStrategies(list);
      if (list.length === 0) setSource('inline');
      setStrategyId(list[0]?.id ?? null);
    }, () => setSource('inline'));
  }, []);

  const strategy = source === 'inline' ? strategyOf(values) : null;
  const ready = drawId !== null && (source === 'none' || (source === 'saved' ? strategyId !== null : strategy !== null));

  function run() {
    setChecked(true);
    if (!ready || drawId === null) return;
    const body: AnalysisRunBody = {
      drawId,
      ...(source === 'saved' && strategyId !== null ? { strategyId } : {}),
      ...(source === 'inline' && strategy ? { strategy } : {}),
      scope,
    };
    start(async () => {
      const started = await runAnalysis(body);
      Toast.success(t('analysis.run.started', { id: started.id }));
      onStarted(started.id);
    });
  }

  return (
    <Modal
      title={t('analysis.run.title')}
      visible={visible}
      onCancel={onClose}
      onOk={run}
      okText={t('analysis.run.start')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: running, disabled: checked && !ready, id: 'run-start' }}
      width={600}
    >
      <div className={styles.fields}>
        <label htmlFor="run-lottery">{t('analysis.column.draw')}</label>
        <div className={styles.row}>
          <DrawPicker id="run" pick={pick} empty={t('analysis.draw.none')} />
        </div>
        <label htmlFor="run-source">{t('analysis.column.strategy')}</label>
        <Radio.Group
          id="run-source"
          type="button"
          value={source}
          onChange={(event) => setSource(event.target.value as Source)}
          options={(['saved', 'inline', 'none'] as const).map((value) => ({ value, label: t(`analysis.run.source.${value}`), disabled: value === 'saved' && strategies.length === 0 }))}
        />
        {source === 'saved' && (
          <>
            <span />
            <Select
              id="run-strategy"
              value={strategyId ?? undefined}
              filter
              onChange={(value) => setStrategyId(Number(value))}
              optionList={strategies.map((s) => ({ value: s.id, label: `${s.name} · ${strategyText(s.strategy, t)}` }))}
              style={{ width: '100%' }}
            />
          </>
        )}
        {source === 'none' && (
          <>
            <span />
            <div className={styles.hint}>{t('analysis.run.noneHint')}</div>
          </>
        )}
      </div>
      {source === 'inline' && <StrategyFields id="run" values={values} onChange={setValues} checked={checked} />}
      <div className={styles.fields}>
        <label htmlFor="run-agent">{t('analysis.scope.title')}</label>
        <div className={styles.row}>
          <ScopeFields id="run" scope={scope} onChange={setScope} />
        </div>
      </div>
    </Modal>
  );
}
