import { formatMoney, lineWords, playWords, type Locale, type Names } from '@drawdesk/shell/words';
import { enUS } from './en-US.js';
import { zhCN, type MessageKey } from './zh-CN.js';

export type { MessageKey } from './zh-CN.js';

const CATALOG: Readonly<Record<Locale, Readonly<Record<MessageKey, string>>>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** Money in fen, written as the viewer reads it (`¥5,000.00`). */
type Money = { readonly fen: number };
/** A play (and a selection of it), in the operator's words (`特码 7`). */
type Line = { readonly play: string; readonly selection?: string };
/**
 * What fills a `{{name}}` of a message: text as it is (an issue number, a code, a name someone typed), a
 * number, money, a play line, a text already in both languages (a lottery's names), or another message.
 */
export type Param = string | number | Money | Line | Names | Say;

/** A message of the catalog with its parameters: what the server says, before it knows to whom. */
export type Say = { readonly key: MessageKey; readonly params?: Readonly<Record<string, Param>> };

export const say = (key: MessageKey, params?: Readonly<Record<string, Param>>): Say => (params ? { key, params } : { key });
export const money = (fen: number): Money => ({ fen });
export const line = (play: string, selection?: string): Line => (selection === undefined ? { play } : { play, selection });

function paramText(value: Param, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ('key' in value) return render(value, locale);
  if ('fen' in value) return Number.isSafeInteger(value.fen) ? formatMoney(value.fen) : String(value.fen);
  if ('play' in value) return value.selection === undefined ? playWords(value.play, locale) : lineWords(value.play, value.selection, locale);
  return value[locale];
}

/** The message in one language: its template with every `{{name}}` filled. */
export function render(text: Say, locale: Locale): string {
  return CATALOG[locale][text.key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = text.params?.[name];
    return value === undefined ? whole : paramText(value, locale);
  });
}

/** Items in one language, joined as that language joins a list (`、`, `, `). */
export const listIn = (items: readonly string[], locale: Locale): string => items.join(render(say('list.separator'), locale));

/**
 * The first `max` items named and the rest counted, in one language: `特码 1、特码 2 等 12 笔`, `… (12 in all)`
 * (`more` says what is counted: lines of an order, or other items).
 */
export function someNamed(items: readonly string[], max: number, more: 'list.moreLines' | 'list.moreItems', locale: Locale): string {
  const list = listIn(items.slice(0, max), locale);
  return items.length <= max ? list : render(say(more, { list, count: items.length }), locale);
}

/** The message in both languages, for what is stored once and read in either (messages, events, ledger notes). */
export const inBoth = (text: Say): Names => ({ 'zh-CN': render(text, 'zh-CN'), 'en-US': render(text, 'en-US') });

/** Text someone typed (a note, a reason): the same in both languages. */
export const asTyped = (text: string): Names => ({ 'zh-CN': text, 'en-US': text });

/** A play line in both languages (`特码 7`, `Special 7`). */
export const lineNames = (play: string, selection: string): Names => ({ 'zh-CN': lineWords(play, selection, 'zh-CN'), 'en-US': lineWords(play, selection, 'en-US') });

/** A game's name (`六合彩`, `Mark Six`). */
export const gameName = (game: 'MARK6' | 'PICK3') => say(`game.${game}`);
