import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Draw, Job, Settlement } from '@drawdesk/contracts';
import { drawName, formatMoney, idOf, useLoaded, usePageWords, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { ResultBlock, type ResultStatus } from '@drawdesk/ui/result';
import { Spin } from '@drawdesk/ui/spin';
import { failedSettlement, listSettlements, readDraw } from '../draws-api.js';
import { DRAWS_PATH } from '../paths.js';
import { settleResources } from '../settle-locale.js';

/** How often the page asks whether the settlement is done. */
const POLL_MS = 2_000;

type Seen = { draw: Draw; run: Settlement | null; failed: Job | null };

/**
 * After a result is entered or corrected: the draw is settled by a job, so the page follows it, waiting, then
 * the settlement's figures (orders, stake, payout, rebate, the members' net) or, when the job gave up, why (in
 * the viewer's words) and where to retry it; and what to do next.
 */
export default function SettleResultPage() {
  // The settlement's words come with this page, not with the remote's first download.
  usePageWords(settleResources);
  const [query] = useSearchParams();
  const id = idOf(query.get('id'));
  // Another draw is a new page: nothing of the last one stays, and its late answers go nowhere.
  return <SettleResult key={id ?? 0} id={id} />;
}

/** What the page has seen of the draw and its settlement: read again every POLL_MS until it is done or failed. */
async function look(id: number): Promise<Seen> {
  const draw = await readDraw(id);
  const done = draw.status === 'settled' || draw.status === 'void';
  const run = done ? ((await listSettlements(id))[0] ?? null) : null;
  const failed = done ? null : await failedSettlement(id);
  return { draw, run, failed };
}

const waiting = (seen: Seen) => seen.draw.status !== 'settled' && seen.draw.status !== 'void' && seen.failed === null;

function SettleResult({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const words = useWords();
  const navigate = useNavigate();
  const read = useLoaded(() => (id === null ? Promise.reject(new Error('no draw')) : look(id)));
  const seen = read.value ?? null;
  const missing = read.failure !== null && !read.loading;
  useEffect(() => {
    if (read.loading || !seen || !waiting(seen)) return;
    const timer = setTimeout(read.reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [read.loading, read.reload, seen]);

  const back = (
    <Button id="result-next" theme="solid" onClick={() => navigate(DRAWS_PATH)}>
      {t('lottery.settle.back')}
    </Button>
  );
  if (missing) return <ResultBlock status="failure" title={t('lottery.settle.missing')}>{back}</ResultBlock>;
  if (!seen) return <Spin />;
  const { draw, run, failed } = seen;
  const name = drawName(t, draw);
  const status: ResultStatus = failed ? 'failure' : run ? 'success' : 'waiting';
  const titles = { success: 'lottery.settle.done', failure: 'lottery.settle.failed', waiting: 'lottery.settle.waiting' } as const;
  return (
    <ResultBlock
      status={status}
      title={t(titles[status], { draw: name })}
      description={failed ? t('lottery.settle.failedText', { error: words.text(failed.reason?.text) }) : run ? t('lottery.settle.doneText') : t('lottery.settle.waitingText')}
      details={
        run
          ? [
              { label: t('lottery.settlement.orders'), value: run.orders },
              { label: t('lottery.settlement.lines'), value: run.lines },
              { label: t('lottery.settlement.stake'), value: formatMoney(run.stake) },
              { label: t('lottery.settlement.payout'), value: formatMoney(run.payout) },
              { label: t('lottery.settlement.rebate'), value: formatMoney(run.rebate) },
              { label: t('lottery.settlement.net'), value: formatMoney(run.net) },
            ]
          : []
      }
    >
      {back}
      {failed && <Button onClick={() => navigate('/system/jobs')}>{t('lottery.settle.jobs')}</Button>}
      {run && <Button onClick={() => navigate(`/number-analyse/list`)}>{t('lottery.settle.analyses')}</Button>}
    </ResultBlock>
  );
}
