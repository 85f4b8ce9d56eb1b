import styles from './progress-bar.module.css';

/** The thin bar at the top while a route or a remote loads; no spinner. */
export function ProgressBar() {
  return <div className={styles.bar} role="progressbar" aria-busy="true" />;
}
