import { useTranslation } from 'react-i18next';
import type { AnalysisScope } from '@drawdesk/contracts';
import { lookups, optionsOf, useCurrentUser, useLookup, usePermission } from '@drawdesk/shell';
import { Radio } from '@drawdesk/ui/radio';
import { Select } from '@drawdesk/ui/select';
import { SHARE_LABELS } from '../labels.js';

const COMPANY = 0;

/** Where a scope starts: an Admin's is the company's kept book; a User's, its own agent's. */
export function useDefaultScope(): AnalysisScope {
  const me = useCurrentUser();
  const isAdmin = usePermission(['Admin']);
  return { agentId: isAdmin ? null : (me?.agentId ?? null), share: 'kept' };
}

/**
 * Whose book an analysis looks at: the company (Admin) or an agent's subtree (an Admin picks any agent, a
 * User its own or one below it: the agents lookup is already its subtree), and whether each line counts
 * by the part the scope carries (kept) or in full (gross).
 */
export function ScopeFields({ id, scope, onChange }: { id: string; scope: AnalysisScope; onChange: (scope: AnalysisScope) => void }) {
  const { t } = useTranslation();
  const isAdmin = usePermission(['Admin']);
  const agents = useLookup(lookups.agents) ?? [];
  const options = [
    ...(isAdmin ? [{ value: COMPANY, label: t('analysis.scope.company') }] : []),
    ...agents.map((agent) => ({ value: agent.id, label: `${agent.code} ${agent.name}` })),
  ];
  return (
    <>
      <Select
        id={`${id}-agent`}
        aria-label={t('analysis.scope.title')}
        value={scope.agentId ?? COMPANY}
        filter
        onChange={(value) => onChange({ ...scope, agentId: Number(value) === COMPANY ? null : Number(value) })}
        optionList={options}
        style={{ width: 220 }}
      />
      <Radio.Group
        id={`${id}-share`}
        type="button"
        value={scope.share}
        onChange={(event) => onChange({ ...scope, share: event.target.value as AnalysisScope['share'] })}
        options={optionsOf(SHARE_LABELS, t)}
      />
    </>
  );
}
