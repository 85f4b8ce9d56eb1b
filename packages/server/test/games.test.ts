import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCatalogue } from '@drawdesk/contracts';
import { DEFAULT_ZODIAC_YEARS, GAMES } from '@drawdesk/lottery';
import { startServer, type TestServer } from './server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('GET /lottery/games', () => {
  it('gives every game and play type of the domain core, with typical terms and the zodiac years', async () => {
    const reader = await server.createUser({ role: 'User' });
    const answer = await server.call<GameCatalogue>('GET', '/lottery/games', { token: await server.login(reader.username, reader.password) });
    expect(answer.status).toBe(200);
    const { games, zodiacYears } = answer.body.data;
    expect(games.map((g) => [g.code, g.outcomes, g.playTypes.length])).toEqual([['MARK6', 49, 35], ['PICK3', 1000, 8]]);
    expect(games.flatMap((g) => g.playTypes.map((p) => p.code))).toEqual([...GAMES.MARK6.playTypes, ...GAMES.PICK3.playTypes].map((p) => p.code));

    const play = (code: string) => games.flatMap((g) => g.playTypes).find((p) => p.code === code)!;
    expect(play('TM')).toEqual({
      code: 'TM',
      names: { 'zh-CN': '特码', 'en-US': 'Special number' },
      selection: 'number',
      pick: null,
      oddsSlots: [{ code: 'MAIN', names: { 'zh-CN': '赔率', 'en-US': 'Odds' }, typicalOdds: 426_000 }],
      typicalRebateBp: 1300,
      typicalReturnBp: null,
      outcomeSpace: 'single',
    });
    expect(play('TM_COLOUR').oddsSlots.map((s) => [s.code, s.typicalOdds])).toEqual([['BLUE_GREEN', 30_160], ['RED', 28_390]]);
    expect(play('LM_3_2')).toMatchObject({ pick: 3, outcomeSpace: 'multi' });
    expect(play('P3_SUM')).toMatchObject({ typicalReturnBp: 9700, typicalRebateBp: 0, oddsSlots: [{ code: 'MAIN', typicalOdds: null }] });

    expect(zodiacYears).toEqual(DEFAULT_ZODIAC_YEARS);
    expect(zodiacYears).toContainEqual({ year: 2026, start: '2026-02-17', animal: 'HORSE' });
  });

  it('needs a login', async () => {
    const answer = await server.call('GET', '/lottery/games');
    expect(answer.status).toBe(401);
  });
});
