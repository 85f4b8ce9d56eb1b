import { useTranslation } from 'react-i18next';
import { lookups, useLookup, usePageWords } from '@drawdesk/shell';
import { Skeleton } from '@drawdesk/ui/skeleton';
import { Tabs } from '@drawdesk/ui/tabs';
import { gamesResources } from '../games-locale.js';
import { nameIn } from '../labels.js';
import styles from './games.module.css';
import { Lotteries } from './lotteries.js';
import { PlayTypes } from './play-types.js';
import { ZodiacYears } from './zodiac-years.js';

/** Lotteries, games and zodiac years (Admin): the calendars, each game's play types with their rules in words, and the editable lunar-year table. */
export default function GamesPage() {
  // The games page's words come with it, not with the remote's first download.
  usePageWords(gamesResources);
  const { t, i18n } = useTranslation();
  const catalogue = useLookup(lookups.games);
  if (!catalogue) return <Skeleton active loading placeholder={<Skeleton.Paragraph rows={8} />} />;
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="games-lotteries">
        <h2 id="games-lotteries">{t('lottery.calendar.section')}</h2>
        <Lotteries />
      </section>
      <section className={styles.section} aria-labelledby="games-plays">
        <h2 id="games-plays">{t('lottery.games.title')}</h2>
        <Tabs type="line">
          {catalogue.games.map((game) => (
            <Tabs.TabPane key={game.code} itemKey={game.code} tab={nameIn(game.names, i18n.language)}>
              <PlayTypes game={game} />
            </Tabs.TabPane>
          ))}
        </Tabs>
      </section>
      <section className={styles.section} aria-labelledby="games-zodiac">
        <h2 id="games-zodiac">{t('lottery.zodiac.title')}</h2>
        <ZodiacYears years={catalogue.zodiacYears} />
      </section>
    </div>
  );
}
