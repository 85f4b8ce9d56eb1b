import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { lotteryRead, type LotteryCode } from '@drawdesk/contracts';
import { api, idOf, usePageWords } from '@drawdesk/shell';
import { Empty } from '@drawdesk/ui/empty';
import { Tabs } from '@drawdesk/ui/tabs';
import { Typography } from '@drawdesk/ui/typography';
import { detailResources } from '../detail-locale.js';
import { layoffResources } from '../layoff-locale.js';
import { LIST_PATH } from '../paths.js';
import { riskResources } from '../risk-locale.js';
import { DrawPicker } from './draw-picker.js';
import { LiveExposure } from './live-exposure.js';
import { RiskAlertsPanel } from './risk-alerts.js';
import { RiskDesk } from './risk-desk.js';
import { RiskRules } from './risk-rules.js';
import { useDrawPick } from './use-draws.js';
import { pageLayout } from '@drawdesk/ui/page';

type Tab = 'desk' | 'book' | 'alerts' | 'rules';

/**
 * 实时盘口 · 风控台 (docs/domain/analysis.md, the risk desk): a draw picked (its open draws first, then the recent past; a link's
 * `?drawId=` picks one), the risk desk's board of one of its plays, live by the event stream; the book's
 * exposure as it stands; the rebate-farming flags; the rules (the company's for Admins to change).
 */
export default function LiveBookPage() {
  // The risk desk's words, and the exposure's (a run's detail shows the same), come with this page.
  usePageWords(riskResources);
  usePageWords(detailResources);
  usePageWords(layoffResources);
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pick = useDrawPick(true);
  const [tab, setTab] = useState<Tab>('desk');
  const [flags, setFlags] = useState(0);
  const chosen = pick.draw;
  const { setLottery, setDrawId } = pick;

  // A link to a draw (a farming todo's): its lottery, then the draw itself.
  const linked = idOf(params.get('drawId'));
  useEffect(() => {
    if (linked === null) return;
    api()
      .call(lotteryRead, { id: linked }, { silent: true })
      .then(
        (draw) => {
          setLottery(draw.lottery as LotteryCode);
          setDrawId(draw.id);
        },
        () => undefined,
      );
    // Only when the link changes: picking another draw afterwards is the operator's.
  }, [linked]);
  const countFlags = useCallback((count: number) => setFlags(count), []);

  return (
    <section className={pageLayout.page} id="live-desk">
      <Link to={LIST_PATH}>{t('analysis.detail.back')}</Link>
      <header className={pageLayout.header}>
        <Typography.Title heading={4}>{t('analysis.risk.title')}</Typography.Title>
        <DrawPicker id="live" pick={pick} empty={t('analysis.live.noOpenDraw')} />
      </header>
      {!chosen && <Empty title={t('analysis.live.noOpenDraw')} />}
      {chosen && (
        <Tabs type="line" activeKey={tab} onChange={(key) => setTab(key as Tab)}>
          <Tabs.TabPane itemKey="desk" tab={t('analysis.risk.tab.desk')}>
            {tab === 'desk' && <RiskDesk key={chosen.id} draw={chosen} />}
          </Tabs.TabPane>
          <Tabs.TabPane itemKey="book" tab={t('analysis.risk.tab.book')}>
            {tab === 'book' && <LiveExposure key={chosen.id} draw={chosen} />}
          </Tabs.TabPane>
          <Tabs.TabPane itemKey="alerts" tab={`${t('analysis.risk.tab.alerts')}${flags > 0 ? ` (${flags})` : ''}`}>
            <RiskAlertsPanel key={chosen.id} draw={chosen} onCount={countFlags} />
          </Tabs.TabPane>
          <Tabs.TabPane itemKey="rules" tab={t('analysis.risk.tab.rules')}>
            {tab === 'rules' && <RiskRules lottery={chosen.lottery} game={chosen.game} />}
          </Tabs.TabPane>
        </Tabs>
      )}
    </section>
  );
}
