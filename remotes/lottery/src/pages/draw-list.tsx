import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { type Draw, lotteryExport } from '@drawdesk/contracts';
import { useNavigate } from 'react-router-dom';
import { OverlayMount, useOverlay } from '@drawdesk/shell';
import { ListPage, useList } from '@drawdesk/ui/list-page';
import { listDraws } from '../draws-api.js';
import { settlePath } from '../paths.js';
import { useLiveDraws } from '../use-live-draws.js';
import { DrawActions } from './draw-actions.js';
import { useDrawColumns, useDrawFilters, type DrawQuery } from './draw-columns.js';

// A draw's settlements load when its row is first expanded; Semi's Form and the picker when one is first opened.
const DrawSettlements = lazy(() => import('./draw-settlements.js').then((m) => ({ default: m.DrawSettlements })));
const DrawDrawer = lazy(() => import('./draw-drawer.js').then((m) => ({ default: m.DrawDrawer })));
const ResultModal = lazy(() => import('./result-modal.js').then((m) => ({ default: m.ResultModal })));
const VoidModal = lazy(() => import('./void-modal.js').then((m) => ({ default: m.VoidModal })));

/**
 * The draws of every lottery (Admin): the kit's list page with create or reschedule in a drawer, open and
 * close, the result entered or corrected with the number picker, void with a reason, remove; live, so a draw
 * that opens or closes by itself shows its new status without a reload; a row opens on its settlement runs.
 */
export default function DrawListPage() {
  const { t } = useTranslation();
  // It opens on what needs doing today (open, closed awaiting a result, drawn), newest first.
  const list = useList<DrawQuery, Draw>(listDraws, { stage: 'now' });
  const navigate = useNavigate();
  const drawer = useOverlay<Draw | null>();
  const result = useOverlay<Draw>();
  const voiding = useOverlay<Draw>();
  useLiveDraws(list.data.list, list.reload);
  const saved = (close: () => void) => () => {
    close();
    list.reload();
  };

  return (
    <ListPage
      id="draws"
      list={list}
      columns={useDrawColumns()}
      filters={useDrawFilters()}
      rowActions={(draw) => <DrawActions draw={draw} onEdit={drawer.open} onResult={result.open} onVoid={voiding.open} onChanged={list.reload} />}
      create={{ label: t('lottery.draw.create'), onClick: () => drawer.open(null) }}
      exportEndpoint={lotteryExport}
      empty={t('lottery.empty')}
      expandedRowRender={(draw) =>
        draw && (
          <Suspense fallback={null}>
            <DrawSettlements draw={draw} />
          </Suspense>
        )
      }
    >
      <Suspense fallback={null}>
        <OverlayMount overlay={drawer}>{(draw, shown) => <DrawDrawer {...shown} draw={draw} onSaved={saved(drawer.close)} />}</OverlayMount>
        {result.value && <ResultModal key={result.key} visible={result.visible} draw={result.value} onClose={result.close} onSaved={() => {
              const drawId = result.value!.id;
              saved(result.close)();
              navigate(settlePath(drawId));
            }} />}
        {voiding.value && <VoidModal key={voiding.key} visible={voiding.visible} draw={voiding.value} onClose={voiding.close} onSaved={saved(voiding.close)} />}
      </Suspense>
    </ListPage>
  );
}
