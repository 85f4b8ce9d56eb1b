import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { lookups, pickLocale, useLookup } from '@drawdesk/shell';

/** A play code's name in the console's language, from the games catalogue (the code until it has loaded). */
export function usePlayName(): (code: string) => string {
  const { i18n } = useTranslation();
  const catalogue = useLookup(lookups.games);
  const locale = pickLocale(i18n.language);
  return useCallback(
    (code: string) => catalogue?.games.flatMap((game) => game.playTypes).find((play) => play.code === code)?.names[locale] ?? code,
    [catalogue, locale],
  );
}

/** A play group's name (the play code's prefix, contracts' `playGroupOf`); an unknown group shows as its code. */
export function useGroupName(): (group: string) => string {
  const { t } = useTranslation();
  return useCallback((group: string) => t(`workplace.group.${group}`, { defaultValue: group }), [t]);
}
