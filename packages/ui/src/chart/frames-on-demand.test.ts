import { describe, expect, it } from 'vitest';
import { framesOnDemand, type FrameClock } from './frames-on-demand';

/** A browser's frame clock by hand: `frame()` moves time on by one 16 ms frame and runs what asked for it. */
function fakeClock() {
  let time = 0;
  let lastHandle = 0;
  const pending = new Map<number, FrameRequestCallback>();
  const clock: FrameClock = {
    requestAnimationFrame(callback) {
      pending.set(++lastHandle, callback);
      return lastHandle;
    },
    cancelAnimationFrame: (handle) => void pending.delete(handle),
    now: () => time,
  };
  const frame = () => {
    time += 16;
    const running = [...pending.values()];
    pending.clear();
    for (const callback of running) callback(time);
  };
  /** Frames until `ms` have passed. */
  const pass = (ms: number) => {
    const end = time + ms;
    while (time + 16 <= end) frame();
    time = end;
  };
  return { clock, frame, pass, pending: () => pending.size, now: () => time };
}

/** G's render loop: a tick that asks for the next frame, forever. */
function renderLoop(frames: ReturnType<typeof framesOnDemand>) {
  const ticks: number[] = [];
  const tick = (time: number) => {
    ticks.push(time);
    frames.requestAnimationFrame(tick);
  };
  frames.requestAnimationFrame(tick);
  return ticks;
}

describe('frames on demand', () => {
  it('parks a render loop that nothing woke: an idle canvas gets no frames', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 500 });
    const ticks = renderLoop(frames);
    fake.pass(2000);
    expect(ticks).toEqual([]);
    expect(fake.pending()).toBe(0);
  });

  it('grants frames for the window after a wake, then parks the loop', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 500 });
    const ticks = renderLoop(frames);
    frames.wake();
    fake.pass(2000);
    expect(ticks.length).toBeGreaterThanOrEqual(500 / 16 - 1);
    expect(Math.max(...ticks)).toBeLessThanOrEqual(500 + 16);
    expect(fake.pending()).toBe(0);
  });

  it('resumes the parked loop on the next wake, with the time of the frame it gets', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 100 });
    const ticks = renderLoop(frames);
    fake.pass(1000);
    frames.wake();
    fake.frame();
    expect(ticks).toEqual([1016]);
  });

  it('extends the window with each wake, never shortens it', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 300 });
    const ticks = renderLoop(frames);
    frames.wake();
    fake.pass(200);
    frames.wake();
    fake.pass(1000);
    expect(Math.max(...ticks)).toBeGreaterThan(300);
    expect(Math.max(...ticks)).toBeLessThanOrEqual(500 + 16);
  });

  it('runs parked callbacks on wake in the order they were asked for (a render-finished callback after the loop)', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 100 });
    const order: string[] = [];
    frames.requestAnimationFrame(() => order.push('first'));
    frames.requestAnimationFrame(() => order.push('second'));
    fake.pass(500);
    expect(order).toEqual([]);
    frames.wake();
    fake.frame();
    expect(order).toEqual(['first', 'second']);
  });

  it('cancels a parked request: the wake does not run it', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 100 });
    const ran: string[] = [];
    const cancelled = frames.requestAnimationFrame(() => ran.push('cancelled'));
    frames.requestAnimationFrame(() => ran.push('kept'));
    frames.cancelAnimationFrame(cancelled);
    frames.wake();
    fake.frame();
    expect(ran).toEqual(['kept']);
  });

  it('cancels a granted request at the clock', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 100 });
    frames.wake();
    const ran: string[] = [];
    const handle = frames.requestAnimationFrame(() => ran.push('granted'));
    expect(fake.pending()).toBe(1);
    frames.cancelAnimationFrame(handle);
    expect(fake.pending()).toBe(0);
    fake.frame();
    expect(ran).toEqual([]);
  });

  it('ignores a cancel of a frame that already ran', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 100 });
    frames.wake();
    const handle = frames.requestAnimationFrame(() => undefined);
    fake.frame();
    const later = frames.requestAnimationFrame(() => undefined);
    frames.cancelAnimationFrame(handle);
    expect(fake.pending()).toBe(1);
    frames.cancelAnimationFrame(later);
    expect(fake.pending()).toBe(0);
  });

  it('stays awake through a hold longer than the window, and for the window after its release', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 200 });
    const ticks = renderLoop(frames);
    const release = frames.hold();
    fake.pass(3000);
    expect(Math.max(...ticks)).toBeGreaterThan(2900);
    release();
    const released = fake.now();
    fake.pass(1000);
    expect(Math.max(...ticks)).toBeGreaterThan(released + 100);
    expect(Math.max(...ticks)).toBeLessThanOrEqual(released + 200 + 16);
  });

  it('stays held while any hold is unreleased, whatever one release is called twice', () => {
    const fake = fakeClock();
    const frames = framesOnDemand({ clock: fake.clock, window: 100 });
    const ticks = renderLoop(frames);
    const first = frames.hold();
    frames.hold();
    first();
    first();
    fake.pass(2000);
    expect(Math.max(...ticks)).toBeGreaterThan(1900);
  });

  it('grants frames while busy (an animation past the window) and parks once it is not', () => {
    const fake = fakeClock();
    let animating = true;
    const frames = framesOnDemand({ clock: fake.clock, window: 100, busy: () => animating });
    const ticks = renderLoop(frames);
    fake.pass(1000);
    expect(Math.max(...ticks)).toBeGreaterThan(900);
    animating = false;
    const stopped = fake.now();
    fake.pass(1000);
    expect(Math.max(...ticks)).toBeLessThanOrEqual(stopped + 16);
    expect(fake.pending()).toBe(0);
  });
});
