/** What travels on each channel of the console's event bus (the live stream's events, docs/api.md#the-live-stream). */
export type ConsoleEvents = {
  /** An analysis finished: `traceId` is the analysis id. */
  analyse: { traceId: string; content: string };
  /** An order or draw event; the message box refreshes its counts. */
  order: { traceId: string; content: string };
};

type Handler<T> = (payload: T) => void;

/** A typed publish/subscribe bus: the host publishes, remotes subscribe, nobody imports anybody. */
export function createEventBus<Events extends Record<string, unknown>>() {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  return {
    on<K extends keyof Events>(channel: K, handler: Handler<Events[K]>): () => void {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler as Handler<never>);
      handlers.set(channel, set);
      return () => void set.delete(handler as Handler<never>);
    },
    emit<K extends keyof Events>(channel: K, payload: Events[K]): void {
      // A failing subscriber must not stop the others from hearing the event.
      for (const handler of [...(handlers.get(channel) ?? [])]) {
        try {
          (handler as Handler<Events[K]>)(payload);
        } catch (error) {
          console.error(`event bus: a "${String(channel)}" handler failed`, error);
        }
      }
    },
  };
}

export const eventBus = createEventBus<ConsoleEvents>();
