import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GameCatalogue } from '@drawdesk/contracts';
import { DEFAULT_ZODIAC_YEARS, GAMES } from '@drawdesk/lottery';
import { ok } from '../lib/errors.js';
import { answers } from '../lib/schemas.js';

/** The games of the domain core as data (absent optional fields as null); built once, it never changes while running. */
const CATALOGUE: GameCatalogue = {
  games: Object.values(GAMES).map((game) => ({
    code: game.code,
    names: game.names,
    outcomes: game.outcomes.length,
    playTypes: game.playTypes.map((play) => ({
      code: play.code,
      names: play.names,
      selection: play.selection,
      pick: play.pick ?? null,
      oddsSlots: play.oddsSlots.map((slot) => ({ code: slot.code, names: slot.names, typicalOdds: slot.typicalOdds ?? null })),
      typicalRebateBp: play.typicalRebateBp,
      typicalReturnBp: play.typicalReturnBp ?? null,
      outcomeSpace: play.outcomeSpace,
    })),
  })),
  zodiacYears: DEFAULT_ZODIAC_YEARS.map((year) => ({ ...year })),
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/lottery/games',
    { config: { access: 'login' }, schema: { tags: ['lottery'], summary: 'Games, play types with odds slots and typical terms, zodiac years', response: answers(GameCatalogue) } },
    async () => ok(CATALOGUE),
  );
};
export default routes;
