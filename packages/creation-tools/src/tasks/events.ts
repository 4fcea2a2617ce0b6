import type { TaskStatus, Tool } from '@framewise/contracts/routes';
import { useEffect, useRef } from 'react';

/**
 * Work notifications: a new or changed work of a tool (an add-work event per tool family, workAddWork for the
 * others), and refresh points. Listeners on WILDCARD hear every event.
 */
export const WORK_EVENT = {
  text2videoAddWork: 'text2video:addWork',
  img2videoAddWork: 'img2video:addWork',
  upscaleTurboAddWork: 'upscale_turbo:addWork',
  vid2vidAddWork: 'vid2vid:addWork',
  aiVideoAddWork: 'ai_video:addWork',
  workAddWork: 'work:addWork',
  refreshPoints: 'points:refresh',
} as const;
const WILDCARD = '*';

type WorkEventType = (typeof WORK_EVENT)[keyof typeof WORK_EVENT];

/** What a work event says: which task of which tool, and where it stands. */
interface WorkEventDetail {
  tool: Tool;
  id: string;
  status: TaskStatus;
}
/** refresh points carries no detail. */
type WorkEventPayload<E extends WorkEventType> = E extends typeof WORK_EVENT.refreshPoints
  ? undefined
  : WorkEventDetail;

type Handler<E extends WorkEventType> = (payload: WorkEventPayload<E>) => void;
type WildcardHandler = (type: WorkEventType, payload: WorkEventDetail | undefined) => void;

/** The add-work event of a tool's works. */
export function addWorkEventOf(tool: Tool): WorkEventType {
  switch (tool) {
    case 'text2video':
    case 'extend':
      return WORK_EVENT.text2videoAddWork;
    case 'img2video':
    case 'img2video_v2':
      return WORK_EVENT.img2videoAddWork;
    case 'upscale_turbo':
      return WORK_EVENT.upscaleTurboAddWork;
    case 'vid2vid':
      return WORK_EVENT.vid2vidAddWork;
    case 'ai_video':
      return WORK_EVENT.aiVideoAddWork;
    default:
      return WORK_EVENT.workAddWork;
  }
}

/** A tiny synchronous event bus; a throwing listener does not stop the others. */
export function createWorkEventBus() {
  const handlers = new Map<string, Set<(...args: never[]) => void>>();
  const listen = (type: string, handler: (...args: never[]) => void) => {
    let set = handlers.get(type);
    if (!set) {
      set = new Set();
      handlers.set(type, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  };
  const call = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      console.error(error);
    }
  };

  function emit<E extends WorkEventType>(
    type: E,
    ...payload: WorkEventPayload<E> extends undefined ? [] : [WorkEventPayload<E>]
  ): void {
    const detail = payload[0] as WorkEventDetail | undefined;
    for (const handler of [...(handlers.get(type) ?? [])]) {
      call(() => (handler as Handler<E>)(detail as WorkEventPayload<E>));
    }
    for (const handler of [...(handlers.get(WILDCARD) ?? [])]) call(() => (handler as WildcardHandler)(type, detail));
  }

  return {
    /** Listens to one event; returns the unsubscribe function. */
    on<E extends WorkEventType>(type: E, handler: Handler<E>): () => void {
      return listen(type, handler as (...args: never[]) => void);
    },
    /** Listens to every event (the wildcard). */
    onAny(handler: WildcardHandler): () => void {
      return listen(WILDCARD, handler as (...args: never[]) => void);
    },
    emit,
    /** Says a task of a tool was added or changed: the tool's add-work event. */
    emitWork(detail: WorkEventDetail): void {
      emit(addWorkEventOf(detail.tool), detail);
    },
  };
}

export type WorkEventBus = ReturnType<typeof createWorkEventBus>;

/** The app's work notifications: tool screens emit, my works and the points display listen. */
export const workEvents: WorkEventBus = createWorkEventBus();

/** Listens to every work event (the wildcard) while mounted. */
export function useAnyWorkEvent(handler: WildcardHandler, bus: WorkEventBus = workEvents) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.onAny((type, payload) => latest.current(type, payload)), [bus]);
}
