import { useEffect, useState } from 'react';
import type { AgentOption } from '@drawdesk/contracts';
import { allAgents } from './users-api.js';

/** Every agent, loaded when the component mounts and whenever `revision` changes; empty until the first answer. */
export function useAgents(revision = 0): AgentOption[] {
  const [agents, setAgents] = useState<AgentOption[]>([]);
  useEffect(() => {
    let current = true;
    allAgents().then(
      (loaded) => current && setAgents(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [revision]);
  return agents;
}
