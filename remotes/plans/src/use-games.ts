import { useEffect, useState } from 'react';
import type { GameInfo } from '@drawdesk/contracts';
import { gameCatalogue } from './plans-api.js';

/** The catalogue's games once read (none before, or after a failure, which the API client has told). */
export function useGames(): readonly GameInfo[] {
  const [games, setGames] = useState<readonly GameInfo[]>([]);
  useEffect(() => {
    let current = true;
    gameCatalogue().then(
      (catalogue) => current && setGames(catalogue.games),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return games;
}
