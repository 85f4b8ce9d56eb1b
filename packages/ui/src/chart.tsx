import { useEffect, useRef, useState } from 'react';
import { corelib, extend, Runtime, type G2Spec } from '@antv/g2';
import { canvasOnDemand } from './chart/canvas-on-demand';
import { useWidth } from './use-width';
import styles from './chart.module.css';

export type { G2Spec } from '@antv/g2';

/**
 * G2 with its core library only (marks, scales, axes, legends, tooltips): no geo, graph or plot
 * extensions, which no console chart uses. This module is the one that loads @antv/g2 (374 kB gzip
 * whole): a page imports it lazily, on the routes that draw charts (docs/developing.md#charts), never eagerly.
 */
const G2Chart = extend(Runtime, corelib());

/** The console's light/dark mode as the host applies it: Semi's `theme-mode="dark"` on body. */
export function useDarkMode(): boolean {
  const [dark, setDark] = useState(() => document.body.getAttribute('theme-mode') === 'dark');
  useEffect(() => {
    const read = () => setDark(document.body.getAttribute('theme-mode') === 'dark');
    const observer = new MutationObserver(read);
    observer.observe(document.body, { attributes: true, attributeFilter: ['theme-mode'] });
    read();
    return () => observer.disconnect();
  }, []);
  return dark;
}

/** Whether the viewer asked the system for less motion: charts then draw at once, without G2's animations. */
const lessMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** G2's theme for a mode, on a transparent view so the card or page behind it shows (light or dark). */
export const chartTheme = (dark: boolean) => ({ type: dark ? ('classicDark' as const) : ('classic' as const), view: { viewFill: 'transparent' } });

export { axisYuan, tooltipYuan } from './chart-format';

type Props = {
  id?: string;
  /** What to draw: a G2 spec (marks, encodings, scales, axes); the theme and the size are this wrapper's. */
  spec: G2Spec;
  height?: number;
  /** For the page's readers (the canvas itself says nothing). */
  label: string;
};

/**
 * A G2 chart that follows the console's light/dark mode and its container's width. It is drawn at the
 * width the container has, again when the spec, the mode or that width changes, and not while the
 * container is hidden: G2's own fitting reads a hidden `width: 100%` as 100 px and only listens to the
 * window. Its canvas gets animation frames only while it may change (a render, its animations, pointer
 * input: `canvasOnDemand`), so an idle chart costs no CPU. The chart is destroyed with the component.
 */
export function Chart({ id, spec, height = 320, label }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<{ g2: InstanceType<typeof G2Chart>; rendering: () => () => void } | null>(null);
  const dark = useDarkMode();
  const width = useWidth(container);

  useEffect(() => {
    const element = container.current!;
    const { canvas, rendering, dispose } = canvasOnDemand(element, Math.max(1, element.clientWidth), height);
    const g2 = new G2Chart({ container: element, canvas });
    chart.current = { g2, rendering };
    return () => {
      chart.current = null;
      dispose();
      g2.destroy();
    };
    // Made once: a new height or width is the next render's (G2 resizes the canvas it is given).
  }, []);

  useEffect(() => {
    const current = chart.current;
    if (!current || width === 0) return;
    current.g2.options({ ...spec, autoFit: false, width, height, theme: chartTheme(dark), ...(lessMotion() ? { animate: false } : {}) } as G2Spec);
    const rendered = current.rendering();
    current.g2
      .render()
      .catch((error: unknown) => console.error('chart: rendering failed', error))
      .finally(rendered);
  }, [spec, dark, width, height]);

  return <div id={id} ref={container} className={styles.chart} style={{ height }} role="img" aria-label={label} />;
}
