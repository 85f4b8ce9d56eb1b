import { useEffect, useRef, useState } from 'react';
import type { OrderDraft } from '@drawdesk/contracts';
import { parseText } from '../orders-api.js';

/** Typing pauses this long before the text is read again. */
const PAUSE_MS = 250;

/**
 * The draft of a message as the server reads it for a draw (with the customer's reading habits), read again as the operator types (after a
 * short pause; an answer to an older text is dropped). Null while there is nothing to read.
 */
export function useDraft(text: string, drawId: number | null, customerId: number | null, revision = 0) {
  const [draft, setDraft] = useState<{ text: string; draft: OrderDraft } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(0);
  useEffect(() => {
    const ask = ++asked.current;
    if (drawId === null || text.trim() === '') {
      setDraft(null);
      return;
    }
    const timer = setTimeout(() => {
      parseText({ drawId, text, ...(customerId === null ? {} : { customerId }) }).then(
        (read) => {
          if (ask !== asked.current) return;
          setDraft({ text, draft: read });
          setFailure(null);
        },
        (error: Error) => ask === asked.current && setFailure(error.message),
      );
    }, PAUSE_MS);
    return () => clearTimeout(timer);
    // `revision` reads the same text again (a customer's reading habit was just stored).
  }, [text, drawId, customerId, revision]);
  // Current only when it is the draft of the text on screen.
  return { draft: draft?.text === text ? draft.draft : null, failure };
}
