import type { GroupLeadsByLottery } from '@drawdesk/contracts';
import { PLAY_GROUPS } from '@drawdesk/lottery';
import { invalid } from '../lib/errors.js';
import { gameName } from '../i18n/say.js';

/**
 * The play-group leads of the book settings name lotteries there are and groups of each lottery's game
 * (`正码` of a Mark Six lottery, not of pick-3); a wrong one is a 400 naming it.
 */
export function checkGroupLeads(leads: GroupLeadsByLottery, gameOf: ReadonlyMap<string, string>) {
  for (const [lottery, groups] of Object.entries(leads)) {
    const game = gameOf.get(lottery);
    if (!game) throw invalid(`/groupLeads/${lottery}`, 'risk.noLotteryCode', { lottery });
    for (const code of Object.keys(groups)) {
      if (!PLAY_GROUPS.some((group) => group.code === code && group.game === game)) throw invalid(`/groupLeads/${lottery}/${code}`, 'risk.notAGroup', { group: code, game: gameName(game as 'MARK6' | 'PICK3') });
    }
  }
}
