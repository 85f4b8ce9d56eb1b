import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Empty, IdParams, IdQuery, Page, Plan, PlanClone, PlanListQuery, PlanOption, PlanReturns, PlanSave, PlanSummary, type PlanRowReturn,
} from '@drawdesk/contracts';
import { returnToPlayer } from '@drawdesk/lottery';
import { conflict, invalid, notFound, ok } from '../lib/errors.js';
import { scopeOf } from '../repositories/scope.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { splitSave } from '../lib/save-target.js';
import { checkPlanRows } from '../plans/rows.js';
import { gameName } from '../i18n/say.js';

const LOGIN = { access: 'login' as const };
const ADMIN_ONLY = { access: ['Admin'] as const };
const TAGS = ['plans'];

/** Return to player per row; the house edge is the smallest one, on the selection that pays the most. */
const rowReturn = (row: Plan['rows'][number]): PlanRowReturn => {
  const range = returnToPlayer(row.play, row.odds, row.rebateBp);
  return { play: row.play, minReturnBp: range.minBp, maxReturnBp: range.maxBp, houseEdgeBp: 10_000 - range.maxBp };
};

/** Plans (docs/domain/plans.md): everyone logged in reads them (order entry needs the terms), Admins change them. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { plans, audit } = app.repos;

  app.post(
    '/plan/list',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Plans, filtered and paged, with how many customers use each', body: PlanListQuery, response: answers(Page(PlanSummary)) } },
    async (request) => ok(await plans.list(request.body, scopeOf(request.principal!))),
  );

  app.get(
    '/plan/list-all',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Every plan, for selects', response: answers(Type.Array(PlanOption)) } },
    async () => ok(await plans.listAll()),
  );

  app.get(
    '/plan',
    { config: LOGIN, schema: { tags: TAGS, summary: 'One plan with its rows', querystring: IdQuery, response: answers(Plan) } },
    async (request) => {
      const plan = await plans.findById(request.query.id);
      if (!plan) throw notFound('notFound.plan');
      return ok(plan);
    },
  );

  app.get(
    '/plan/rtp',
    { config: LOGIN, schema: { tags: TAGS, summary: 'Return to player and house edge per row (single-outcome plays)', querystring: IdQuery, response: answers(PlanReturns) } },
    async (request) => {
      const plan = await plans.findById(request.query.id);
      if (!plan) throw notFound('notFound.plan');
      return ok({ planId: plan.id, rows: plan.rows.map(rowReturn) });
    },
  );

  app.post(
    '/plan/save',
    { config: ADMIN_ONLY, schema: { tags: TAGS, summary: 'Create (no id) or update (id + version) a plan with all its rows', body: PlanSave, response: answers(Plan) } },
    async (request) => {
      const { fields: body, target } = splitSave(request.body);
      const { rows, ...rest } = body;
      const fields = { ...rest, remark: rest.remark ?? '' };
      const saved = await app.db.transaction(async (tx) => {
        if (!target) {
          checkPlanRows(fields.game, rows);
          if (await plans.nameTaken(fields.game, fields.name, undefined, tx)) throw conflict('plan.nameTaken');
          const created = await plans.insert(fields, rows, tx);
          await audit.record(actorOf(request), { action: 'plan.create', entity: 'plan', entityId: created.id, after: created }, tx);
          return created;
        }

        const { id, version } = target;
        const before = await plans.findById(id, tx, true);
        if (!before) throw notFound('notFound.plan');
        if (before.game !== fields.game) throw invalid('/game', 'plan.gameFixed', { game: gameName(before.game) });
        checkPlanRows(fields.game, rows);
        if (await plans.nameTaken(fields.game, fields.name, id, tx)) throw conflict('plan.nameTaken');
        const after = await plans.update(id, version, fields, rows, tx);
        if (!after) throw conflict('plan.stale');
        await audit.record(actorOf(request), { action: 'plan.update', entity: 'plan', entityId: id, before, after }, tx);
        return after;
      });
      return ok(saved);
    },
  );

  app.post(
    '/plan/clone',
    { config: ADMIN_ONLY, schema: { tags: TAGS, summary: 'Copy a plan and its rows under a new name, as a draft', body: PlanClone, response: answers(Plan) } },
    async (request) => {
      const { id, name, tier } = request.body;
      const clone = await app.db.transaction(async (tx) => {
        const source = await plans.findById(id, tx);
        if (!source) throw notFound('notFound.plan');
        if (await plans.nameTaken(source.game, name, undefined, tx)) throw conflict('plan.nameTaken');
        const fields = { game: source.game, name, tier: tier ?? source.tier, status: 'draft' as const, remark: source.remark };
        const created = await plans.insert(fields, source.rows, tx);
        await audit.record(
          actorOf(request),
          { action: 'plan.clone', entity: 'plan', entityId: created.id, after: created, reason: `Cloned from plan ${source.id} (${source.name})` },
          tx,
        );
        return created;
      });
      return ok(clone);
    },
  );

  app.delete(
    '/plan/remove/:id',
    { config: ADMIN_ONLY, schema: { tags: TAGS, summary: 'Delete a plan nobody uses or used', params: IdParams, response: answers(Empty) } },
    async (request) => {
      const id = request.params.id;
      await app.db.transaction(async (tx) => {
        // The lock makes a customer or agent being pointed at the plan meanwhile wait, then fail on the missing plan.
        const before = await plans.findById(id, tx, true);
        if (!before) throw notFound('notFound.plan');
        const usage = await plans.usage(id, tx);
        if (usage.customers > 0 || usage.agents > 0) {
          throw conflict('plan.inUse', { customers: usage.customers, agents: usage.agents });
        }
        if (usage.removed > 0) throw conflict('plan.history');
        await plans.remove(id, tx);
        await audit.record(actorOf(request), { action: 'plan.remove', entity: 'plan', entityId: id, before }, tx);
      });
      return ok(null);
    },
  );
};
export default routes;
