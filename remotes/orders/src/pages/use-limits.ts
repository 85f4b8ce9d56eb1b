import { useEffect, useState } from 'react';
import type { OrderLimits } from '@drawdesk/contracts';
import { eventBus } from '@drawdesk/shell';
import { orderLimits } from '../orders-api.js';

/**
 * The customer's plan terms for the draw and what the book holds on these selections, read again when the
 * customer, the draw or the selections change, when an order event comes (another operator's order moves
 * the book) and after a booking (`version`). Null until known; an answer to an older question is dropped.
 */
export function useLimits(customerId: number | null, drawId: number | null, selections: readonly { play: string; selection: string }[], version: number) {
  const [limits, setLimits] = useState<OrderLimits | null>(null);
  const [heard, setHeard] = useState(0);
  // Only the play and selection of each line (the API refuses other fields); a new stake asks nothing new.
  const asked = JSON.stringify(selections.map(({ play, selection }) => ({ play, selection })));
  useEffect(() => eventBus.on('order', () => setHeard((n) => n + 1)), []);
  useEffect(() => {
    if (customerId === null || drawId === null) return setLimits(null);
    let current = true;
    orderLimits({ customerId, drawId, selections: JSON.parse(asked) as { play: string; selection: string }[] }).then(
      (answer) => current && setLimits(answer),
      () => current && setLimits(null),
    );
    return () => {
      current = false;
    };
  }, [customerId, drawId, asked, version, heard]);
  return limits;
}
