import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GameCatalogue, Market, MarketSave, ZodiacYearSave, lotteryGames, lotteryMarketSave, lotteryMarkets, lotteryZodiacYearSave } from '@drawdesk/contracts';
import { addZodiacYear, animalOfYear, GAMES, LotteryError, ZODIAC_NAMES, type ZodiacYear } from '@drawdesk/lottery';
import { Type } from 'typebox';
import { invalid, ok } from '../../lib/errors.js';
import { answers } from '../../lib/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { toMarket } from '../../repositories/lotteries.js';
import { routeOf } from '../../lib/route.js';

/** The games of the domain core as data (absent optional fields as null); built once, it never changes while running. */
const GAME_INFO: GameCatalogue['games'] = Object.values(GAMES).map((game) => ({
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
}));

/** Why the zodiac table refuses a year, said for the field it concerns: the start date, or the animal. */
function zodiacYearRefused(error: LotteryError, entry: ZodiacYear) {
  if (error.code === 'BAD_DATE') return invalid('/start', 'zodiac.badDate');
  const expected = animalOfYear(entry.year);
  if (expected !== entry.animal) return invalid('/animal', 'zodiac.wrongAnimal', { year: entry.year, expected: ZODIAC_NAMES[expected], animal: ZODIAC_NAMES[entry.animal] });
  return invalid('/animal', 'zodiac.badStart', { year: entry.year, start: entry.start });
}

const TAGS = ['lottery'];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { lotteries, audit } = app.repos;

  app.route({
    ...routeOf(lotteryGames),
    schema: { tags: TAGS, summary: 'Games, play types with odds slots and typical terms, zodiac years', response: answers(GameCatalogue) },
    handler: async () => ok({ games: GAME_INFO, zodiacYears: await lotteries.zodiacYears() }),
  });

  app.route({
    ...routeOf(lotteryMarkets),
    schema: { tags: TAGS, summary: 'The lotteries (markets): code, names, game, draw calendar', response: answers(Type.Array(Market)) },
    handler: async () => ok((await lotteries.list()).map(toMarket)),
  });

  app.route({
    ...routeOf(lotteryMarketSave),
    schema: { tags: TAGS, summary: 'A new draw calendar for a lottery; its draws not yet open follow it', body: MarketSave, response: answers(Market) },
    handler: async (request) => {
      const saved = await app.db.transaction((tx) => app.draws.service.saveCalendar(request.body, actorOf(request), tx));
      return ok(toMarket(saved));
    },
  });

  app.route({
    ...routeOf(lotteryZodiacYearSave),
    schema: {
      tags: TAGS,
      summary: 'Add or change a lunar year (start date, animal); draws already drawn keep their snapshot',
      body: ZodiacYearSave,
      response: answers(GameCatalogue.properties.zodiacYears),
    },
    handler: async (request) => {
      const years = await app.db.transaction(async (tx) => {
        const before = await lotteries.zodiacYears(tx);
        try {
          addZodiacYear(before, request.body);
        } catch (error) {
          if (error instanceof LotteryError) throw zodiacYearRefused(error, request.body);
          throw error;
        }
        await lotteries.upsertZodiacYear(request.body, tx);
        const previous = before.find((y) => y.year === request.body.year) ?? null;
        await audit.record(actorOf(request), { action: 'zodiac-year.save', entity: 'zodiac-year', entityId: request.body.year, before: previous, after: request.body }, tx);
        return lotteries.zodiacYears(tx);
      });
      return ok(years);
    },
  });
};
export default routes;
