import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocale, textIn, type Locale, type Names } from './locale.js';
import { lineWords, playGroupWords, playWords, selectionWords } from './plays.js';
import { auditActionWords, auditObjectWords, jobKindWords } from './records.js';

export type Words = {
  locale: Locale;
  play(play: string): string;
  selection(play: string, selection: string): string;
  line(play: string, selection: string): string;
  playGroup(group: string): string;
  jobKind(kind: string): string;
  auditAction(action: string): string;
  auditObject(entity: string): string;
  /** A text the server stored in both languages, in the viewer's. */
  text(text: Names | null | undefined): string;
  /** Select options from a table of names (job kinds, audit actions): each code with its words. */
  options(table: Readonly<Record<string, Names>>): { value: string; label: string }[];
};

/** The words functions in the console's current language (re-rendering when it changes). */
export function useWords(): Words {
  const { i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  return useMemo(
    () => ({
      locale,
      play: (play) => playWords(play, locale),
      selection: (play, selection) => selectionWords(play, selection, locale),
      line: (play, selection) => lineWords(play, selection, locale),
      playGroup: (group) => playGroupWords(group, locale),
      jobKind: (kind) => jobKindWords(kind, locale),
      auditAction: (action) => auditActionWords(action, locale),
      auditObject: (entity) => auditObjectWords(entity, locale),
      text: (text) => textIn(text, locale),
      options: (table) => Object.entries(table).map(([value, names]) => ({ value, label: names[locale] })),
    }),
    [locale],
  );
}
