/**
 * The characters of chat that the lexer makes chatter tokens of (chatter.ts takes them out, each with a note):
 * emoji, WeChat's sticker codes as they paste (`[抱拳]`) and decorative punctuation; courtesy words are words
 * of lexicon.ts. Anything that could carry a selection or an amount is not chatter and stays an error: animal
 * emoji (the zodiac's are read as their animal), coloured circles and squares (a colour?), keycaps and 💯 (a
 * number?), a question mark, and any other word.
 */

/**
 * WeChat's and QQ's built-in stickers as text, in Chinese and in English, and the placeholders a copied chat
 * holds for what is not text (an image, a voice message, a transfer): a message copied out of the chat holds
 * them so. Not `[Pig]`: in brackets an English animal code is a combination.
 */
const STICKERS = new Set([
  '图片', '语音', '视频', '文件', '链接', '位置', '表情', '动画表情', '转账', '名片', '聊天记录', '小程序', '音乐', '撤回了一条消息',
  'Smile', 'Grimace', 'Drool', 'Scowl', 'CoolGuy', 'Sob', 'Shy', 'Silent', 'Sleep', 'Cry', 'Awkward', 'Angry', 'Tongue', 'Grin',
  'Surprise', 'Frown', 'Blush', 'Scream', 'Puke', 'Chuckle', 'Joyful', 'Slight', 'Smug', 'Drowsy', 'Panic', 'Laugh', 'Commando',
  'Scold', 'Shocked', 'Shhh', 'Dizzy', 'Toasted', 'Skull', 'Hammer', 'Wave', 'Speechless', 'NosePick', 'Clap', 'Trick', 'Yawn',
  'Shrunken', 'TearingUp', 'Sly', 'Kiss', 'Whimper', 'Cleaver', 'Watermelon', 'Beer', 'Coffee', 'Rose', 'Wilt', 'Lips', 'Heart',
  'BrokenHeart', 'Cake', 'Bomb', 'Moon', 'Sun', 'Gift', 'Hug', 'ThumbsUp', 'ThumbsDown', 'Shake', 'Peace', 'Fight', 'Fist',
  'Hey', 'Facepalm', 'Smirk', 'Smart', 'Concerned', 'Yeah!', 'Packet', 'Onlooker', 'GoForIt', 'Sweats', 'OMG', 'Respect',
  'Doge', 'NoProb', 'MyBad', 'Wow', 'LetMeSee', 'Sigh', 'Hurt', 'Broken', 'Party', 'Fireworks', 'Firecracker', 'Worship', 'Lol',
  'Photo', 'Sticker', 'Voice', 'Video', 'File', 'Link', 'Location', 'Transfer',
  '微笑', '撇嘴', '色', '发呆', '得意', '流泪', '害羞', '闭嘴', '睡', '大哭', '尴尬', '发怒', '调皮', '呲牙', '惊讶', '难过', '酷',
  '冷汗', '抓狂', '吐', '偷笑', '愉快', '可爱', '白眼', '傲慢', '饥饿', '困', '惊恐', '流汗', '憨笑', '悠闲', '大兵', '奋斗', '咒骂',
  '疑问', '嘘', '晕', '疯了', '折磨', '衰', '骷髅', '敲打', '再见', '擦汗', '抠鼻', '鼓掌', '糗大了', '坏笑', '左哼哼', '右哼哼',
  '哈欠', '鄙视', '委屈', '快哭了', '阴险', '亲亲', '吓', '可怜', '菜刀', '西瓜', '啤酒', '篮球', '乒乓', '咖啡', '饭', '猪头',
  '玫瑰', '凋谢', '嘴唇', '示爱', '爱心', '心碎', '蛋糕', '闪电', '炸弹', '刀', '足球', '瓢虫', '便便', '月亮', '太阳', '礼物',
  '拥抱', '强', '弱', '握手', '胜利', '抱拳', '勾引', '拳头', '差劲', '爱你', 'NO', 'OK', '爱情', '飞吻', '跳跳', '发抖', '怄火',
  '转圈', '磕头', '回头', '跳绳', '投降', '激动', '乱舞', '献吻', '左太极', '右太极', '红包', '發', '福', '奸笑', '机智', '皱眉',
  '耶', '吃瓜', '加油', '汗', '天啊', 'Emm', '社会社会', '旺柴', '好的', '打脸', '哇', '翻白眼', '666', '让我看看', '叹气', '苦涩',
  '裂开', '嘿哈', '捂脸', '破涕为笑', '合十', '烟花', '爆竹', '庆祝', '礼花', '点赞',
]);

const LONGEST_STICKER = Math.max(...[...STICKERS].map((name) => name.length)) + 2;

/** A sticker code `[name]` starting at `at`: its end, or -1. */
export function stickerEnd(text: string, at: number): number {
  if (text[at] !== '[') return -1;
  const close = text.indexOf(']', at + 1);
  return close > at && close - at < LONGEST_STICKER && STICKERS.has(text.slice(at + 1, close)) ? close + 1 : -1;
}

/**
 * Pictographs a message may hold that carry nothing: faces, hands, hearts, objects. Not: animals (U+1F400-1F43F,
 * U+1F980-1F9AE; the zodiac's are words of the lexicon), coloured circles and squares, 💯 and 🔟.
 */
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const MEANINGFUL = [[0x1f400, 0x1f43f], [0x1f980, 0x1f9ae], [0x1f534, 0x1f535], [0x1f7e0, 0x1f7eb], [0x26aa, 0x26ab], [0x2b1b, 0x2b1c], [0x25a0, 0x25ff],
  [0x1f4af, 0x1f4af], [0x1f51f, 0x1f51f]] as const;
/** Skin tones: parts of the pictograph before them (the presentation selector and joiners are spaces by then: normalise.ts). */
const SKIN_TONE = (code: number): boolean => code >= 0x1f3fb && code <= 0x1f3ff;

function isChatterPictograph(code: number): boolean {
  return PICTOGRAPH.test(String.fromCodePoint(code)) && !MEANINGFUL.some(([from, to]) => code >= from && code <= to);
}

/** A run of pictographs (with their skin tones) starting at `at`: its end, or -1. */
export function pictographsEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length) {
    const code = text.codePointAt(end) as number;
    if (!(isChatterPictograph(code) || (end > at && SKIN_TONE(code)))) break;
    end += code > 0xffff ? 2 : 1;
  }
  return end > at ? end : -1;
}

/** Punctuation that only decorates: ! ~ … and quotation marks (not ? : a question is no order). `~` between digits may be a range: not chatter. */
export function decorationEnd(text: string, at: number): number {
  const ch = text[at] as string;
  if ('!…"“”‘’'.includes(ch) || (ch === '~' && !/\d/.test(text[at + 1] ?? ''))) {
    let end = at + 1;
    while (end < text.length && '!…~"“”‘’'.includes(text[end] as string)) end++;
    return end;
  }
  return -1;
}
