import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BookSettings, BookSettingsSave, settingBook, settingBookSave } from '@drawdesk/contracts';
import { conflict, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';
import { checkGroupLeads } from '../risk/settings.js';
import { routeOf } from '../lib/route.js';

/**
 * The book settings (docs/domain/orders.md): how chat orders read, whether Users' entries wait for confirmation, and
 * the risk desk's payout caps and play groups that close early (docs/domain/analysis.md, the risk desk).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookSettings, lotteries, audit } = app.repos;

  app.route({
    ...routeOf(settingBook),
    schema: { tags: ['settings'], summary: 'The book settings (every operator reads how texts are read)', response: answers(BookSettings) },
    handler: async () => ok(await bookSettings.read()),
  });

  app.route({
    ...routeOf(settingBookSave),
    schema: { tags: ['settings'], summary: 'Change the book settings (Admin), at the version read', body: BookSettingsSave, response: answers(BookSettings) },
    handler: async (request) => {
      const saved = await app.db.transaction(async (tx) => {
        if (request.body.groupLeads) checkGroupLeads(request.body.groupLeads, new Map((await lotteries.list(tx)).map((l) => [l.code, l.game])));
        const before = await bookSettings.read(tx);
        const after = await bookSettings.save(request.body, tx);
        if (!after) throw conflict('settings.stale');
        await audit.record(actorOf(request), { action: 'settings.book', entity: 'settings', entityId: 'book', before, after }, tx);
        return after;
      });
      return ok(saved);
    },
  });
};
export default routes;
