import styles from './section-nav.module.css';

/**
 * In-page links to the sections of a long page (a customer's detail, an analysis), kept in view under the
 * tab bar: each scrolls its section (an element id) to the top, below the sticky bars.
 */
export function SectionNav({ id, sections }: { id: string; sections: readonly { id: string; label: string }[] }) {
  return (
    <nav className={styles.nav} id={id} aria-label={id}>
      {sections.map((section) => (
        <button key={section.id} type="button" className={styles.link} data-section={section.id} onClick={() => document.getElementById(section.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })}>
          {section.label}
        </button>
      ))}
    </nav>
  );
}
