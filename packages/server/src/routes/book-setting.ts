import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BookSettings, BookSettingsSave } from '@drawdesk/contracts';
import { conflict, ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';
import { actorOf } from '../lib/actor.js';

/** The book settings (DOMAIN.md §6): how chat orders read, and whether Users' entries wait for confirmation. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { bookSettings, audit } = app.repos;

  app.get(
    '/setting/book',
    { config: { access: 'login' }, schema: { tags: ['settings'], summary: 'The book settings (every operator reads how texts are read)', response: answers(BookSettings) } },
    async () => ok(await bookSettings.read()),
  );

  app.post(
    '/setting/book',
    { config: { access: ['Admin'] }, schema: { tags: ['settings'], summary: 'Change the book settings (Admin), at the version read', body: BookSettingsSave, response: answers(BookSettings) } },
    async (request) => {
      const saved = await app.db.transaction(async (tx) => {
        const before = await bookSettings.read(tx);
        const after = await bookSettings.save(request.body, tx);
        if (!after) throw conflict('settings.stale');
        await audit.record(actorOf(request), { action: 'settings.book', entity: 'settings', entityId: 'book', before, after }, tx);
        return after;
      });
      return ok(saved);
    },
  );
};
export default routes;
