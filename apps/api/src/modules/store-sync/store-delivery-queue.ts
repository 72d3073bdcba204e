import type { Db } from '../../db/client.ts';

/**
 * The readers of the queued webhook deliveries (store_sync_events in outcome `queued`) of one
 * database in this process. A new delivery wakes a reader, up to `size` at once; a reader reads
 * until the queue is empty. What a reader misses (a process stopped mid-burst) the
 * `store-deliveries-read` job reads within a minute, and rows are claimed with SKIP LOCKED, so
 * readers of several instances share the queue.
 */
export class DeliveryQueue {
  private readers = 0;
  private woken = false;
  private closed = false;
  private waiting: (() => void)[] = [];

  constructor(
    /** Reads one queued delivery; false when none was left. */
    private readonly readOne: () => Promise<boolean>,
    private readonly size: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A delivery was queued: a reader looks for it. */
  wake() {
    this.woken = true;
    if (this.closed || this.readers >= this.size) return;
    this.readers++;
    void this.read();
  }

  /** Resolves once no reader is reading (tests and shutdown wait for it). */
  settled(): Promise<void> {
    if (this.readers === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** No new reader starts; resolves when the running ones are done. */
  close(): Promise<void> {
    this.closed = true;
    return this.settled();
  }

  private async read() {
    try {
      for (;;) {
        // A wake while this reader looks is seen by its next look, never lost.
        this.woken = false;
        if (this.closed) break;
        const found = await this.readOne();
        if (!found && !this.woken) break;
      }
    } catch (error) {
      // The job reads it again within a minute.
      this.onError(error);
    } finally {
      this.readers--;
      if (this.readers === 0) for (const resolve of this.waiting.splice(0)) resolve();
    }
  }
}

const queues = new WeakMap<Db, DeliveryQueue>();

export function setDeliveryQueue(db: Db, queue: DeliveryQueue) {
  queues.set(db, queue);
}

export function deliveryQueueOf(db: Db): DeliveryQueue | undefined {
  return queues.get(db);
}

/** Wakes this process's readers of `db`'s queue, if it runs any. */
export function deliveriesQueued(db: Db) {
  queues.get(db)?.wake();
}
