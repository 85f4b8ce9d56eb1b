import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameInfo, Plan, PlanRowReturn } from '@drawdesk/contracts';
import { formErrors, hasStatus, useLoaded } from '@drawdesk/shell';
import { Toast } from '@drawdesk/ui/toast';
import { draftOf, saveOf, type PlanDraft, type RowDraft } from './plan-draft.js';
import { planReturns, readPlan, savePlan } from './plans-api.js';
import { draftIsValid } from './rules.js';

export type PlanField = 'name' | 'tier' | 'status' | 'remark';
export type RowField = Exclude<keyof RowDraft, 'play'>;

const PLAN_FIELDS: readonly PlanField[] = ['name', 'tier', 'status', 'remark'];
const ROW_FIELDS = ['odds', 'odds[0]', 'odds[1]', 'rebateBp', 'minStake', 'maxStake', 'maxPerSelection', 'locked'];
// The API's names of the row fields the draft names otherwise.
const DRAFT_NAMES: Record<string, RowField> = { rebateBp: 'rebate' };

/** The key of a server message about a row's field: `rows.3.odds` (both odds slots share the cell's message). */
export const cellKey = (row: number, field: RowField) => `rows.${row}.${field}`;

/** The server's field messages by plan field or cell key; the rest of what it said, for a toast. */
function serverErrorsOf(error: unknown, rows: number): { fields: Record<string, string>; messages: string[] } {
  const paths = [...PLAN_FIELDS, ...Array.from({ length: rows }, (_, i) => ROW_FIELDS.map((field) => `rows[${i}].${field}`)).flat()];
  const { fields, messages } = formErrors(error, paths);
  const byKey: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const cell = /^rows\[(\d+)\]\.(\w+)/.exec(path);
    const key = cell ? cellKey(Number(cell[1]), DRAFT_NAMES[cell[2]!] ?? (cell[2] as RowField)) : path;
    byKey[key] ??= message;
  }
  return { fields: byKey, messages };
}

/**
 * The plan editor's state: the plan as saved, the draft being edited, the server's messages on fields
 * and cells, and the return to player per row as the server computed it for the saved plan.
 */
export function usePlanEditor(initial: Plan, game: GameInfo) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState(initial);
  const saved = useMemo(() => draftOf(plan, game), [plan, game]);
  const [draft, setDraft] = useState(saved);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // Someone else saved the plan since it was read: only a reload can go on.
  const [stale, setStale] = useState(false);

  // Read again for every stored version of the plan; a failure keeps the last figures (the client has said why).
  const returns: readonly PlanRowReturn[] | null = useLoaded(() => planReturns(plan.id).then((answer) => answer.rows), [plan]).value ?? null;

  const show = useCallback(
    (stored: Plan) => {
      setPlan(stored);
      setDraft(draftOf(stored, game));
      setServerErrors({});
      setStale(false);
    },
    [game],
  );

  const forget = (key: string) =>
    setServerErrors((errors) => {
      const { [key]: _gone, ...rest } = errors;
      return rest;
    });

  function setField<F extends PlanField>(field: F, value: PlanDraft[F]) {
    setDraft((d) => ({ ...d, [field]: value }));
    forget(field);
  }

  function setCell<F extends RowField>(row: number, field: F, value: RowDraft[F]) {
    setDraft((d) => ({ ...d, rows: d.rows.map((r, i) => (i === row ? { ...r, [field]: value } : r)) }));
    forget(cellKey(row, field));
  }

  async function explain(error: unknown) {
    if (hasStatus(error, 409)) {
      const stored = await readPlan(plan.id).catch(() => null);
      if (stored && stored.version !== plan.version) {
        setStale(true);
        return Toast.warning(t('plans.error.stale'));
      }
      // Not a newer version: the other conflict of a save, the name.
      return setServerErrors({ name: t('plans.error.nameTaken') });
    }
    const { fields, messages } = serverErrorsOf(error, draft.rows.length);
    setServerErrors(fields);
    for (const message of messages) Toast.error(message);
  }

  async function save() {
    if (!draftIsValid(game.playTypes, draft)) return Toast.error(t('plans.error.invalid'));
    setSaving(true);
    try {
      show(await savePlan(saveOf(plan, game, draft)));
      Toast.success(t('plans.saved', { name: draft.name.trim() }));
    } catch (error) {
      await explain(error);
    } finally {
      setSaving(false);
    }
  }

  const reload = () => readPlan(plan.id).then(show, (error: Error) => Toast.error(error.message));

  return {
    plan,
    saved,
    draft,
    serverErrors,
    returns,
    saving,
    stale,
    dirty: JSON.stringify(draft) !== JSON.stringify(saved),
    setField,
    setCell,
    save,
    reload,
    discard: () => {
      setDraft(saved);
      setServerErrors({});
    },
  };
}
export type PlanEditorState = ReturnType<typeof usePlanEditor>;
