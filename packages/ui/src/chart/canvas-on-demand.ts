import { Canvas } from '@antv/g';
import { Renderer } from '@antv/g-canvas';
import { framesOnDemand } from './frames-on-demand';

/** Pointer input over a chart may change what it draws (tooltip crosshairs, highlights, legend clicks). */
const WAKING_EVENTS = ['pointerenter', 'pointermove', 'pointerleave', 'pointerdown', 'pointerup', 'wheel'] as const;

/**
 * Frames after a wake, in ms: G2's hover effects follow the pointer within 100 ms (tooltip throttle 50 ms,
 * unhighlight delay 60 ms); a render is held awake until it has finished, and animations keep it awake
 * while they run, so the window does not have to cover them.
 */
export const WAKE_WINDOW_MS = 1000;

const browserClock = {
  requestAnimationFrame: (callback: FrameRequestCallback) => window.requestAnimationFrame(callback),
  cancelAnimationFrame: (handle: number) => window.cancelAnimationFrame(handle),
  now: () => performance.now(),
};

/**
 * A G canvas (as G2 makes its own, without the drag-and-drop plugin: no console chart drags) whose render
 * loop gets animation frames only while something may change: during a render (`rendering()` until its
 * release), while animations run, and for a moment after pointer input over the container. An idle
 * chart costs no frames (G's loop asks for one every frame otherwise, docs/developing.md#charts).
 */
export function canvasOnDemand(container: HTMLElement, width: number, height: number) {
  let canvas: Canvas | undefined = undefined;
  const frames = framesOnDemand({
    clock: browserClock,
    window: WAKE_WINDOW_MS,
    busy: () => (canvas?.document.timeline.getAnimations().length ?? 0) > 0,
  });
  canvas = new Canvas({
    container,
    width,
    height,
    renderer: new Renderer(),
    requestAnimationFrame: frames.requestAnimationFrame,
    cancelAnimationFrame: frames.cancelAnimationFrame,
  });
  // As G2 does: an inline canvas would leave a line's descender gap under the chart.
  const element = canvas.getContextService().getDomElement() as HTMLCanvasElement | null;
  if (element) element.style.display = 'block';
  for (const event of WAKING_EVENTS) container.addEventListener(event, frames.wake, { passive: true });
  return {
    canvas,
    /** Holds the frames on during a render: call the returned release when it has finished (or failed). */
    rendering: frames.hold,
    /** Stops listening to the container (the canvas itself goes with the G2 chart that owns it). */
    dispose() {
      for (const event of WAKING_EVENTS) container.removeEventListener(event, frames.wake);
    },
  };
}
