import type { Static } from 'typebox';
import type { CurrentDrawsQuery, Draw, DrawIdParams, DrawIdQuery, DrawListQuery, DrawResultEntry, DrawSave, DrawVoid, ExportOf, GameCatalogue, IdQuery, Market, MarketSave, PageOf, Settlement, ZodiacYearSave } from '../index.js';
import { endpoint } from './endpoint.js';

export const lotterySettlement = endpoint<Static<typeof IdQuery>, Settlement[]>('GET', '/lottery/settlement', ['Admin']);
export const lotteryGames = endpoint<void, GameCatalogue>('GET', '/lottery/games', 'login');
export const lotteryMarkets = endpoint<void, Market[]>('GET', '/lottery/markets', 'login');
export const lotteryMarketSave = endpoint<MarketSave, Market>('POST', '/lottery/market/save', ['Admin']);
export const lotteryZodiacYearSave = endpoint<ZodiacYearSave, GameCatalogue['zodiacYears']>('POST', '/lottery/zodiac-year/save', ['Admin']);
export const lotteryList = endpoint<DrawListQuery, PageOf<Draw>>('POST', '/lottery/list', 'login');
export const lotteryRead = endpoint<Static<typeof DrawIdQuery>, Draw>('GET', '/lottery', 'login');
export const lotteryCurrent = endpoint<CurrentDrawsQuery, Draw[]>('GET', '/lottery/current', 'login');
export const lotterySave = endpoint<DrawSave, Draw>('POST', '/lottery/save', ['Admin']);
export const lotteryRemove = endpoint<void, null, Static<typeof DrawIdParams>>('DELETE', '/lottery/remove/:id', ['Admin']);
export const lotteryOpen = endpoint<void, Draw, Static<typeof DrawIdParams>>('POST', '/lottery/open/:id', ['Admin']);
export const lotteryClose = endpoint<void, Draw, Static<typeof DrawIdParams>>('POST', '/lottery/close/:id', ['Admin']);
export const lotteryVoid = endpoint<DrawVoid, Draw, Static<typeof DrawIdParams>>('POST', '/lottery/void/:id', ['Admin']);
export const lotteryResult = endpoint<DrawResultEntry, Draw>('POST', '/lottery/result', ['Admin']);
export const lotteryExport = endpoint<ExportOf<DrawListQuery>, string>('GET', '/lottery/export', 'login');
