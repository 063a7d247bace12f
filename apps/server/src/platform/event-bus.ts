import { EventEmitter } from 'node:events';
import type { Database, Executor } from './db/database.js';
import { notify } from './event-bus.repository.js';

/**
 * Application events between server processes. Publishing is a NOTIFY on the `rer_events`
 * channel, so an event published inside a transaction is delivered only if it commits, and
 * database triggers can publish too (dictionary and parameter changes do). On PostgreSQL every
 * process LISTENs on its own connection; on PGlite the one in-process client delivers them.
 */
export const EVENTS_CHANNEL = 'rer_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const maxPayloadBytes = 7900;

export interface AppEvent<T = unknown> {
  topic: string;
  payload: T;
}

export type EventHandler = (payload: unknown) => void | Promise<void>;

export interface EventBus {
  publish(topic: string, payload: unknown, executor?: Executor): Promise<void>;
  subscribe(topic: string, handler: EventHandler): () => void;
  close(): Promise<void>;
}

export async function startEventBus(
  db: Database,
  onHandlerError: (error: unknown, topic: string) => void,
): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(100);
  const stopListening = await db.listen(EVENTS_CHANNEL, (raw) => {
    let event: AppEvent;
    try {
      event = JSON.parse(raw) as AppEvent;
    } catch {
      return;
    }
    if (typeof event.topic === 'string') emitter.emit(event.topic, event.payload);
  });
  return {
    async publish(topic, payload, executor = db.orm) {
      const text = JSON.stringify({ topic, payload });
      if (Buffer.byteLength(text) > maxPayloadBytes) {
        throw new Error(`event ${topic} payload too large for NOTIFY; publish an id and load the rest`);
      }
      await notify(executor, EVENTS_CHANNEL, text);
    },
    subscribe(topic, handler) {
      const listener = (payload: unknown) => {
        Promise.resolve()
          .then(() => handler(payload))
          .catch((error: unknown) => onHandlerError(error, topic));
      };
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    async close() {
      emitter.removeAllListeners();
      await stopListening();
    },
  };
}
