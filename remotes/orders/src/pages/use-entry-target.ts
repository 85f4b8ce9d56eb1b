import { useCallback, useEffect, useState } from 'react';
import type { CustomerBalance, Draw, LotteryCode } from '@drawdesk/contracts';
import { balanceOf, openDraws } from '../orders-api.js';

/**
 * Whom and what an order is for, shared by the form and the text entry: the customer (its balance and
 * available credit shown), the lottery and its open draw (the one closing first, unless another is chosen).
 */
export function useEntryTarget() {
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [lottery, setLottery] = useState<LotteryCode>('HK6');
  const [draws, setDraws] = useState<Draw[]>([]);
  const [drawId, setDrawId] = useState<number | null>(null);
  const [balance, setBalance] = useState<CustomerBalance | null>(null);

  useEffect(() => {
    let current = true;
    openDraws(lottery).then(
      (open) => {
        if (!current) return;
        setDraws(open);
        setDrawId(open[0]?.id ?? null);
      },
      () => current && setDraws([]),
    );
    return () => {
      current = false;
    };
  }, [lottery]);

  const reloadBalance = useCallback(() => {
    if (customerId === null) return setBalance(null);
    balanceOf(customerId).then(setBalance, () => setBalance(null));
  }, [customerId]);
  useEffect(reloadBalance, [reloadBalance]);

  const draw = draws.find((d) => d.id === drawId) ?? null;
  return { customerId, setCustomerId, lottery, setLottery, draws, draw, setDrawId, balance, reloadBalance };
}
export type EntryTarget = ReturnType<typeof useEntryTarget>;
