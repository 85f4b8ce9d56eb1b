import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type ConsoleEvents } from './event-bus.js';

describe('event bus', () => {
  it('delivers to the subscribers of a channel only, until they unsubscribe', () => {
    const bus = createEventBus<ConsoleEvents>();
    const analyse: string[] = [];
    const order: string[] = [];
    const off = bus.on('analyse', (e) => analyse.push(e.traceId));
    bus.on('order', (e) => order.push(e.traceId));
    bus.emit('analyse', { traceId: '1', content: '分析完成' });
    bus.emit('order', { traceId: '2', content: 'new order' });
    off();
    bus.emit('analyse', { traceId: '3', content: '分析完成' });
    expect(analyse).toEqual(['1']);
    expect(order).toEqual(['2']);
  });

  it('a failing subscriber does not stop the others', () => {
    const bus = createEventBus<ConsoleEvents>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: string[] = [];
    bus.on('order', () => {
      throw new Error('boom');
    });
    bus.on('order', (e) => heard.push(e.traceId));
    bus.emit('order', { traceId: '7', content: '' });
    expect(heard).toEqual(['7']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
