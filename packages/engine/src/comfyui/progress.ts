/**
 * One 0-100 percentage for a whole ComfyUI prompt from its websocket messages. Each node counts with a weight
 * (the template's progressWeights, else 1): cached and finished nodes count fully, the running node by its own
 * progress {value, max} (samplers report steps, upscalers tiles). ComfyUI announces each node as it starts
 * ("executing"), so the node before it is finished at that point even when it had nothing to report.
 */
export class PromptProgress {
  private readonly weights = new Map<string, number>();
  private readonly done = new Map<string, number>();
  private readonly total: number;
  private current: string | undefined;

  constructor(nodeIds: readonly string[], weights: Record<string, number> = {}) {
    for (const id of nodeIds) this.weights.set(id, Math.max(0, weights[id] ?? 1));
    this.total = [...this.weights.values()].reduce((a, b) => a + b, 0) || 1;
  }

  private set(node: string, fraction: number): void {
    if (!this.weights.has(node)) return;
    this.done.set(node, Math.max(this.done.get(node) ?? 0, Math.min(1, Math.max(0, fraction))));
  }

  cached(nodes: readonly string[]): void {
    for (const node of nodes) this.set(node, 1);
  }

  /** A node started; null means the prompt finished. */
  executing(node: string | null): void {
    if (this.current !== undefined) this.set(this.current, 1);
    this.current = node ?? undefined;
    if (node === null) for (const id of this.weights.keys()) this.set(id, 1);
  }

  progress(value: number, max: number, node?: string): void {
    const target = node ?? this.current;
    if (target !== undefined && max > 0) this.set(target, value / max);
  }

  executed(node: string): void {
    this.set(node, 1);
  }

  /** 0..100 over all nodes. */
  percent(): number {
    let sum = 0;
    for (const [id, fraction] of this.done) sum += fraction * (this.weights.get(id) ?? 0);
    return (100 * sum) / this.total;
  }
}
