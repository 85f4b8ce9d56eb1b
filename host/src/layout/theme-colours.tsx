import { useTranslation } from 'react-i18next';
import styles from './theme-colours.module.css';

/** Arco-style presets; the default #165DFF first. */
const PRESETS = ['#165DFF', '#F53F3F', '#FF7D00', '#00B42A', '#14C9C9', '#722ED1', '#D91AD9'];

/** The theme colour: a preset swatch or any colour from the browser's picker. */
export function ThemeColours({ value, onChange }: { value: string; onChange: (colour: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.colours} role="radiogroup" aria-label={t('settings.themeColor')}>
      {PRESETS.map((colour) => (
        <button
          key={colour}
          type="button"
          role="radio"
          aria-checked={value.toUpperCase() === colour}
          aria-label={colour}
          className={styles.swatch}
          style={{ background: colour }}
          onClick={() => onChange(colour)}
        />
      ))}
      <input type="color" aria-label={t('settings.themeColor.custom')} value={value} onChange={(e) => onChange(e.target.value.toUpperCase())} />
    </div>
  );
}
