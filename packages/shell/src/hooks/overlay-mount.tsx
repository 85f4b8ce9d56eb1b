import { Fragment, Suspense, type ReactNode } from 'react';
import type { Overlay } from './use-overlay.js';

/** What an overlay's component gets from `<OverlayMount>`: whether it shows, and how it closes. */
export type OverlayProps = { visible: boolean; onClose: () => void };

/**
 * The drawer or modal of a `useOverlay`: not mounted before its first opening (so a lazily loaded one is
 * fetched only then, inside Suspense), mounted afresh at every opening (its form starts from the value),
 * and kept while it closes, so it can animate out.
 */
export function OverlayMount<T>({ overlay, children }: { overlay: Overlay<T>; children: (value: T | null, props: OverlayProps) => ReactNode }) {
  if (overlay.key === 0) return null;
  return (
    <Suspense fallback={null}>
      <Fragment key={overlay.key}>{children(overlay.value, { visible: overlay.visible, onClose: overlay.close })}</Fragment>
    </Suspense>
  );
}
