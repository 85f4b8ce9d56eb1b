import { useEffect, useState } from 'react';
import type { AgentOption } from '@drawdesk/contracts';
import { allAgents, onAgentsChanged } from './users-api.js';

/** Every agent: empty until read, and read again whenever the agents change in this console. */
export function useAgents(): AgentOption[] {
  const [agents, setAgents] = useState<AgentOption[]>([]);
  const [revision, setRevision] = useState(0);
  useEffect(() => onAgentsChanged(() => setRevision((n) => n + 1)), []);
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
