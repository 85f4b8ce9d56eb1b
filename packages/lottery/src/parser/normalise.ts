/**
 * Step 1 of the parse: one character for one, so every offset still points
 * into the original text. Full-width ASCII to half-width, traditional forms
 * of the words the lexicon knows to simplified, common typos (免 for 兔, 候 for
 * 猴, 兰 for 蓝, 奥 for 澳: 新奥 is Macau, 俏 and 消 for 肖: 五连俏, 连消, 莲 for 连, 坡 for 波 ...), the letter O written for a zero next to digits (1OO),
 * and 一 between digits for a dash (02一150). Invisible characters (zero-width spaces and joiners, the emoji
 * presentation selector, a byte-order mark) are spaces.
 */
const SAME_MEANING: Readonly<Record<string, string>> = {
  免: '兔', 候: '猴', 侯: '猴', 㺅: '猴', 兰: '蓝', 蘭: '蓝', 监: '蓝', 篮: '蓝', 奥: '澳', 俏: '肖', 消: '肖', 销: '肖', 宵: '肖',
  虑: '虎', 尤: '龙', 拘: '狗', 猎: '猪', 鳮: '鸡', 録: '绿', 录: '绿', 碌: '绿', 禄: '绿', 啵: '波', 泼: '波', 坡: '波',
  莲: '连', 蓮: '连', 联: '连', 単: '单', 毎: '每', 〇: '0', '○': '0',
  碼: '码', 馬: '马', 雞: '鸡', 豬: '猪', 龍: '龙', 單: '单', 雙: '双', 紅: '红', 藍: '蓝', 綠: '绿',
  頭: '头', 數: '数', 個: '个', 組: '组', 塊: '块', 復: '复', 連: '连', 門: '门', 別: '别', 兩: '两',
  獸: '兽', 號: '号', 計: '计', 總: '总', 買: '买', 鷄: '鸡', 試: '试', 隻: '只', 錢: '钱',
};

const CHANGED = new RegExp(`[\\uff01-\\uff5e\\u3000${Object.keys(SAME_MEANING).join('')}]`, 'g');
/** Zero-width spaces and joiners, the word joiner, the emoji presentation selector, a byte-order mark (alternatives: a character class would join them). */
const INVISIBLE = /\u200b|\u200c|\u200d|\u2060|\ufe0f|\ufeff/g;
/** O or o next to a digit, or in a run of them after one (1OO). */
const LETTER_O = /(?<=\d[Oo]*)[Oo]|[Oo](?=[Oo]*\d)/g;

export function normalise(text: string): string {
  const characters = text.replace(CHANGED, (ch) => {
    const code = ch.charCodeAt(0);
    const half = code >= 0xff01 && code <= 0xff5e ? String.fromCharCode(code - 0xfee0) : code === 0x3000 ? ' ' : ch;
    return SAME_MEANING[half] ?? half;
  });
  // 02一150米: 一 between digits is a dash typed with the Chinese keyboard
  return characters.replace(INVISIBLE, ' ').replace(LETTER_O, '0').replace(/(?<=\d)一(?=\d)/g, '-');
}
