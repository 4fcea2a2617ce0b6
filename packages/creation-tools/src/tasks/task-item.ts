import type { GenerateAnswer, TaskStatusEntry, Work } from '@framewise/contracts';
import type { TaskStatus, Tool } from '@framewise/contracts/routes';

/** A task of the results area: a submitted one (known from its answer and polls) or a work from the list. */
export interface TaskItem {
  id: string;
  tool: Tool;
  status: TaskStatus;
  progress: number;
  queuePosition: number | null;
  /** Seconds left as the server estimates them; null when unknown. */
  etaSeconds: number | null;
  /** Ended by the user's cancel (its points, if any, given back). */
  cancelled: boolean;
  /** Points charged. */
  cost: number;
  url: string | null;
  cover: string | null;
  msg: string | null;
  prompt: string;
  /** ISO 8601. */
  createdAt: string;
  /** The whole work once the server has listed or detailed it (draw same needs it). */
  work: Work | null;
  /** The uploaded source, for a before/after comparison of upscales. */
  sourceUrl: string | null;
}

export function itemFromWork(work: Work): TaskItem {
  return {
    id: work.id,
    tool: work.tool,
    status: work.status,
    progress: work.progress,
    queuePosition: null,
    etaSeconds: null,
    cancelled: work.cancelled ?? false,
    cost: work.cost,
    url: work.url,
    cover: work.cover,
    msg: work.msg,
    prompt: work.prompt,
    createdAt: work.created_at,
    work,
    sourceUrl: work.reference_img,
  };
}

/** A task just submitted: what its answer says, until the server lists it. */
export function itemFromAnswer(
  tool: Tool,
  answer: Pick<GenerateAnswer, 'id' | 'status' | 'cost' | 'queuePosition'>,
  extra: { prompt: string; sourceUrl: string | null; now?: Date },
): TaskItem {
  return {
    id: answer.id,
    tool,
    status: answer.status,
    progress: 0,
    queuePosition: answer.queuePosition,
    etaSeconds: null,
    cancelled: false,
    cost: answer.cost,
    url: null,
    cover: null,
    msg: null,
    prompt: extra.prompt,
    createdAt: (extra.now ?? new Date()).toISOString(),
    work: null,
    sourceUrl: extra.sourceUrl,
  };
}

/** A poll's news applied to an item. */
export function withStatus(item: TaskItem, entry: TaskStatusEntry): TaskItem {
  return {
    ...item,
    status: entry.status,
    progress: entry.progress,
    queuePosition: entry.queuePosition,
    etaSeconds: entry.etaSeconds,
    cancelled: entry.cancelled,
    url: entry.url ?? item.url,
    cover: entry.cover ?? item.cover,
    msg: entry.msg ?? item.msg,
  };
}

/** A fresh copy of the work (after it settled) merged in, keeping the known source picture. */
export function withWork(item: TaskItem, work: Work): TaskItem {
  return {
    ...itemFromWork(work),
    sourceUrl: item.sourceUrl ?? work.reference_img,
    queuePosition: item.queuePosition,
    cancelled: work.cancelled ?? item.cancelled,
  };
}

/** Newest first (docs/product.md: the queue and finished works of the tool, newest first). */
export function newestFirst(items: Iterable<TaskItem>): TaskItem[] {
  return [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

const VIDEO_EXTENSION = /\.(mp4|mov|webm)(\?|#|$)/i;
const IMAGE_EXTENSION = /\.(png|jpe?g|webp)(\?|#|$)/i;

/** Whether a result is a video or a picture: by its file name, else by what the tool makes. */
export function resultKind(item: Pick<TaskItem, 'tool' | 'url'>): 'video' | 'image' {
  if (item.url && VIDEO_EXTENSION.test(item.url)) return 'video';
  if (item.url && IMAGE_EXTENSION.test(item.url)) return 'image';
  return item.tool === 'upscale' || item.tool === 'upscale_turbo' ? 'image' : 'video';
}
