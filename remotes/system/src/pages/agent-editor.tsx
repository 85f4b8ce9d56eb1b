import { lazy } from 'react';
import type { Agent } from '@drawdesk/contracts';
import { OverlayMount, type Overlay } from '@drawdesk/shell';

// Semi's Form loads with the first opening of the drawer, not with the page.
const AgentDrawer = lazy(() => import('./agent-drawer.js').then((m) => ({ default: m.AgentDrawer })));

/** The agent drawer of a page (the agents page, an agent's detail), mounted afresh at every opening. */
export function AgentEditor({ drawer }: { drawer: Overlay<Agent | null> }) {
  return <OverlayMount overlay={drawer}>{(agent, shown) => <AgentDrawer {...shown} agent={agent} onSaved={drawer.close} />}</OverlayMount>;
}
