/** The browser's frame clock (`window`'s requestAnimationFrame, cancelAnimationFrame and performance.now). */
export type FrameClock = {
  requestAnimationFrame: (callback: FrameRequestCallback) => number;
  cancelAnimationFrame: (handle: number) => void;
  now: () => number;
};

export type FramesOnDemand = {
  /** Asks for a frame: granted while awake, parked otherwise (until the next wake). */
  requestAnimationFrame: (callback: FrameRequestCallback) => number;
  /** Cancels a request, granted or parked. */
  cancelAnimationFrame: (handle: number) => void;
  /** Awake for the window from now; the parked requests get their frame. */
  wake: () => void;
  /** Awake until the returned release is called, then for the window after it (a render in progress). */
  hold: () => () => void;
};

type Options = {
  clock: FrameClock;
  /** How long a wake lasts, in ms. */
  window: number;
  /** Awake also while this says so (animations still running past the window). */
  busy?: () => boolean;
};

/**
 * Animation frames on demand for a canvas that asks for one every frame, forever (G's render loop): a
 * request is granted while something may change (a wake's window, a hold, `busy`) and parked while all
 * is quiet, so an idle canvas costs no frames. Waking grants the parked requests (the render loop resumes,
 * a parked render-finished callback runs). No timers: the window is read when a request comes.
 */
export function framesOnDemand({ clock, window, busy = () => false }: Options): FramesOnDemand {
  let lastHandle = 0;
  let awakeUntil = -Infinity;
  let holds = 0;
  /** Our handle -> the clock's handle, while the frame is pending. */
  const granted = new Map<number, number>();
  /** Our handle -> its callback, in the order they came. */
  const parked = new Map<number, FrameRequestCallback>();

  const awake = () => holds > 0 || clock.now() < awakeUntil || busy();

  const grant = (handle: number, callback: FrameRequestCallback) => {
    granted.set(
      handle,
      clock.requestAnimationFrame((time) => {
        granted.delete(handle);
        callback(time);
      }),
    );
  };

  const wake = () => {
    awakeUntil = Math.max(awakeUntil, clock.now() + window);
    const waiting = [...parked];
    parked.clear();
    for (const [handle, callback] of waiting) grant(handle, callback);
  };

  return {
    requestAnimationFrame(callback) {
      const handle = ++lastHandle;
      if (awake()) grant(handle, callback);
      else parked.set(handle, callback);
      return handle;
    },
    cancelAnimationFrame(handle) {
      if (parked.delete(handle)) return;
      const pending = granted.get(handle);
      if (pending === undefined) return;
      granted.delete(handle);
      clock.cancelAnimationFrame(pending);
    },
    wake,
    hold() {
      holds += 1;
      wake();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds -= 1;
        wake();
      };
    },
  };
}
