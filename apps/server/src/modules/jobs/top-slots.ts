/** The best `limit` slots offered, kept in a heap whose root is the worst of them. */
export class TopSlots {
  private readonly heap: number[] = [];

  constructor(
    private readonly limit: number,
    /** Negative when slot a comes before slot b. */
    private readonly before: (a: number, b: number) => number,
  ) {}

  get full() {
    return this.heap.length >= this.limit;
  }

  get worst() {
    return this.heap[0]!;
  }

  offer(slot: number) {
    const { heap, before } = this;
    if (heap.length < this.limit) {
      heap.push(slot);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (before(heap[parent]!, heap[i]!) >= 0) break;
        [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
        i = parent;
      }
      return;
    }
    if (before(slot, heap[0]!) >= 0) return;
    heap[0] = slot;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < heap.length && before(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < heap.length && before(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === i) break;
      [heap[worst], heap[i]] = [heap[i]!, heap[worst]!];
      i = worst;
    }
  }

  sorted() {
    return [...this.heap].sort(this.before);
  }
}
