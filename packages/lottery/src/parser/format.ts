import { LotteryError } from '../errors.js';
import type { PlayCode } from '../games/types.js';
import { combinationCount, ruleOf } from '../rules/index.js';
import type { Zodiac } from '../zodiac.js';

/** A line as the order holds it: play, canonical selection, stake per combination in fen, and its lottery. */
export interface OrderLine {
  readonly play: string;
  readonly selection: string;
  readonly stake: number;
  readonly lottery?: string;
}

const ANIMALS: Readonly<Record<Zodiac, string>> = {
  RAT: '鼠', OX: '牛', TIGER: '虎', RABBIT: '兔', DRAGON: '龙', SNAKE: '蛇',
  HORSE: '马', GOAT: '羊', MONKEY: '猴', ROOSTER: '鸡', DOG: '狗', PIG: '猪',
};
const SIDES: Readonly<Record<string, string>> = {
  BIG: '大', SMALL: '小', ODD: '单', EVEN: '双', SUM_ODD: '合单', SUM_EVEN: '合双',
  TAIL_BIG: '尾大', TAIL_SMALL: '尾小', DOMESTIC: '家禽', WILD: '野兽',
};
const COLOURS: Readonly<Record<string, string>> = { RED: '红', BLUE: '蓝', GREEN: '绿' };
const POSITIONS: Readonly<Record<string, string>> = { H: '百位', T: '十位', U: '个位' };
const COUNTS = ['', '', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二'];
/** The label that names each market in chat (MARKET_LABELS reads them back). */
const MARKET_LABEL: Readonly<Record<string, string>> = { HK6: '港', MO6: '澳' };

const numbers = (selection: string): string => selection.split(',').join('.');
const animals = (selection: string): string => selection.split(',').map((a) => ANIMALS[a as Zodiac]).join('.');

/** The play word and the selection as a bettor writes them. */
function words(play: PlayCode, selection: string): [string, string] {
  switch (play) {
    case 'TM': return ['特码', selection];
    case 'TM_TWO_SIDED': return ['两面', SIDES[selection] ?? selection];
    case 'TM_COLOUR': return ['波色', COLOURS[selection] ?? selection];
    case 'TM_ZODIAC': return ['特肖', ANIMALS[selection as Zodiac]];
    case 'TM_TAIL': return ['特尾', selection];
    case 'TM_HEAD': return ['特头', selection];
    case 'ZM': return ['正码', selection];
    case 'PT_ZODIAC': return ['平特', ANIMALS[selection as Zodiac]];
    case 'PT_TAIL': return ['平尾', selection];
    case 'LM_2_ALL': return ['二中二', numbers(selection)];
    case 'LM_3_ALL': return ['三中三', numbers(selection)];
    case 'LM_3_2': return ['三中二', numbers(selection)];
    case 'LM_2_SPECIAL': return ['二中特', numbers(selection)];
    case 'P3_DIRECT': return ['直选', selection];
    case 'P3_ONE_POS':
    case 'P3_TWO_POS': return ['定位', selection];
    case 'P3_GROUP3': return ['组三', selection];
    case 'P3_GROUP6': return ['组六', selection];
    case 'P3_SUM': return ['和值', selection];
    case 'P3_SPAN': return ['跨度', selection];
    case 'P3_POS_TWO_SIDED': {
      const [position, side] = selection.split(':') as [string, string];
      return [POSITIONS[position] ?? position, SIDES[side] ?? side];
    }
    default: {
      const [family, count] = play.split('_') as [string, string];
      if (family === 'LX') return [`${COUNTS[Number(count)]}连肖`, animals(selection)];
      if (family === 'HX') return [`${COUNTS[Number(count)]}肖`, animals(selection)];
      return [`${COUNTS[Number(count)]}不中`, numbers(selection)];
    }
  }
}

const yuan = (fen: number): string => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2).replace(/0$/, ''));

/**
 * An order written back in the canonical chat form, one slip a line
 * (`特码 7 各10元`, `复式二中二 1.2.3 各组5元`, `澳 平特 马 各20元`): what the
 * console sends the customer as a confirmation. Lines of another market
 * than `lottery` carry its label; parsing the text gives the lines back.
 */
export function formatOrderText(lines: readonly OrderLine[], lottery?: string): string {
  // A market label holds for the lines after it: write one where the market changes.
  let market = lottery;
  return lines.map((line) => {
    const rule = ruleOf(line.play);
    const [play, selection] = words(rule.play, line.selection);
    const compound = combinationCount(line.play, line.selection) > 1 ? '复式' : '';
    const each = rule.play.startsWith('LM') || rule.play.startsWith('LX') || rule.play.startsWith('NH') ? '各组' : '各';
    let label = '';
    if (line.lottery !== undefined && line.lottery !== market) {
      const name = MARKET_LABEL[line.lottery];
      if (!name) throw new LotteryError('NO_MARKET_LABEL', `no chat label names the lottery ${line.lottery}`);
      label = `${name} `;
      market = line.lottery;
    }
    return `${label}${compound}${play} ${selection} ${each}${yuan(line.stake)}元`;
  }).join('\n');
}
