import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AutoLayoffListQuery, AutoLayoffRule, AutoLayoffSave, Page, RiskAlerts, RiskAlertsQuery, RiskBoard, RiskBoardQuery, RiskCloseBody, RiskOpenBody, RiskRule,
  RiskRuleListQuery, RiskRuleSave, riskAlerts, riskAutoLayoffList, riskAutoLayoffSave, riskBoard, riskClose, riskOpen, riskRuleList, riskRuleSave } from '@drawdesk/contracts';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { routeOf } from '../lib/route.js';

const TAGS = ['risk'];

/**
 * The risk desk (docs/api.md): every operator reads the board and the rules, in its scope (a User's
 * stake, kept stake, lay-offs and farming flags are its subtree's); only Admins change the company's rules
 * and close or open selections (the board is the whole book's); an agent's keep-at-most is its subtree's.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { service } = app.risk;

  app.route({
    ...routeOf(riskBoard),
    schema: { tags: TAGS, summary: "A draw's play per selection: base and current odds with their history, stake, kept stake, cap, state, automatic lay-offs", querystring: RiskBoardQuery, response: answers(RiskBoard) },
    handler: async (request) => ok(await service.board(request.query, request.principal!)),
  });

  app.route({
    ...routeOf(riskRuleList),
    schema: { tags: TAGS, summary: "A lottery's odds-drop and cap rules, one per play at most", querystring: RiskRuleListQuery, response: answers(Type.Array(RiskRule)) },
    handler: async (request) => ok(await service.rules(request.query.lottery)),
  });

  app.route({
    ...routeOf(riskRuleSave),
    schema: { tags: TAGS, summary: "A lottery's rule for a play (Admin): new without version, else at the version read", body: RiskRuleSave, response: answers(RiskRule) },
    handler: async (request) => ok(await app.db.transaction((tx) => service.saveRule(request.body, request.principal!, actorOf(request), tx))),
  });

  app.route({
    ...routeOf(riskClose),
    schema: { tags: TAGS, summary: "Close selections of a draw's play by hand, with the reason (Admin); answers the board", body: RiskCloseBody, response: answers(RiskBoard) },
    handler: async (request) => ok(await app.db.transaction((tx) => service.close(request.body, request.principal!, actorOf(request), tx))),
  });

  app.route({
    ...routeOf(riskOpen),
    schema: { tags: TAGS, summary: 'Reopen selections closed by hand or at their cap (the cap then counts from the stake now), with the reason (Admin); answers the board', body: RiskOpenBody, response: answers(RiskBoard) },
    handler: async (request) => ok(await app.db.transaction((tx) => service.open(request.body, request.principal!, actorOf(request), tx))),
  });

  app.route({
    ...routeOf(riskAutoLayoffList),
    schema: { tags: TAGS, summary: 'Keep-at-most rules of automatic lay-off in your scope', body: AutoLayoffListQuery, response: answers(Page(AutoLayoffRule)) },
    handler: async (request) => ok(await service.keepRules(request.body, request.principal!)),
  });

  app.route({
    ...routeOf(riskAutoLayoffSave),
    schema: { tags: TAGS, summary: "A party's keep-at-most for a play: the company's (Admin) or an agent's that may lay off", body: AutoLayoffSave, response: answers(AutoLayoffRule) },
    handler: async (request) => ok(await app.db.transaction((tx) => service.saveKeep(request.body, request.principal!, actorOf(request), tx))),
  });

  app.route({
    ...routeOf(riskAlerts),
    schema: { tags: TAGS, summary: "A draw's rebate-farming flags in your scope, with their evidence", querystring: RiskAlertsQuery, response: answers(RiskAlerts) },
    handler: async (request) => ok(await service.alerts(request.query.drawId, request.principal!)),
  });
};
export default routes;
