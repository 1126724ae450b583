import { randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { KvStore } from '../../db/kv';
import { reencodeImage, sniffImage } from './images';

/** What the files of an upload say: only `ready` has bytes that may be served (the re-encoded ones). */
export type UploadState = 'pending' | 'ready' | 'refused' | 'missing';

/** Re-encoders at once: one core stays free for the event loop; each image uses one thread (images.ts). */
export const REENCODE_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** A process that received an upload re-encodes it; if it stops first, another takes the upload after this long. */
const LEASE_MS = 2 * 60_000;
const POLL_MS = 100;

const exists = (file: string) => stat(file).then(
  () => true,
  () => false,
);

/**
 * Re-encodes uploads off the request path. An upload's files under DATA_DIR/uploads: `<id>.orig` (the bytes as
 * received, never served), then `<id>` (the re-encoded image, written to a temporary name and renamed, so it is
 * complete or absent) or `<id>.refused` (the bytes did not decode); the original is then deleted. A lease in the
 * key-value store (Redis across processes) names the process that re-encodes; waiting works from any process.
 */
export class Reencoder {
  private readonly queue: string[] = [];
  private readonly jobs = new Map<string, { promise: Promise<void>; resolve: () => void }>();
  private running = 0;
  private paused = false;
  private closed = false;

  constructor(
    readonly dir: string,
    private readonly kv: KvStore,
    private readonly log: (msg: string, err: unknown) => void,
    private readonly workers = REENCODE_WORKERS,
  ) {}

  files(id: string) {
    const served = path.join(this.dir, id);
    return { original: `${served}.orig`, served, refused: `${served}.refused` };
  }

  async state(id: string): Promise<UploadState> {
    const files = this.files(id);
    if (await this.exists(files.served)) return 'ready';
    if (await this.exists(files.refused)) return 'refused';
    if (await this.exists(files.original)) return 'pending';
    // The re-encode may have ended between these looks: it writes `<id>` (or `.refused`) before it removes the
    // original, so an upload with neither left is read once more before it is called missing.
    if (await this.exists(files.served)) return 'ready';
    return (await this.exists(files.refused)) ? 'refused' : 'missing';
  }

  /** Whether a file is there (a method, so a test can end a re-encode between two looks). */
  protected exists(file: string): Promise<boolean> {
    return exists(file);
  }

  /** Queues an upload whose original is stored, when this process wins its lease; answers whether it did. */
  async claim(id: string): Promise<boolean> {
    if (this.jobs.has(id)) return true;
    if (this.closed || !(await this.kv.setIfAbsent(`upload:reencode:${id}`, String(process.pid), LEASE_MS))) return false;
    if (this.jobs.has(id)) return true;
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    this.jobs.set(id, { promise, resolve });
    this.queue.push(id);
    this.pump();
    return true;
  }

  /** The upload's state once its re-encode is done, waiting at most `timeoutMs` (then `pending`). */
  async settled(id: string, timeoutMs: number): Promise<UploadState> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const state = await this.state(id);
      const left = deadline - performance.now();
      if (state !== 'pending' || left <= 0) return state;
      const job = this.jobs.get(id) ?? ((await this.claim(id)) ? this.jobs.get(id) : undefined);
      // Here: wait for the job. Elsewhere (another process holds the lease): look again shortly.
      await (job ? Promise.race([job.promise, sleep(left)]) : sleep(Math.min(POLL_MS, left)));
    }
  }

  /** Queues every original left by a stopped process (called at start; a lease held elsewhere is left alone). */
  async recover() {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names) if (name.endsWith('.orig')) await this.claim(name.slice(0, -'.orig'.length));
  }

  /** Tests hold the workers to see an upload before its re-encode. */
  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    this.pump();
  }

  /** Resolves when nothing is queued or running. */
  async idle() {
    while (this.jobs.size > 0) await Promise.all([...this.jobs.values()].map((j) => j.promise));
  }

  get busy() {
    return { queued: this.queue.length, running: this.running };
  }

  /** Finishes the running re-encodes; queued ones give their lease back for the next process. */
  async close() {
    this.closed = true;
    for (const id of this.queue.splice(0)) {
      // If the store is gone too, the lease simply runs out (LEASE_MS).
      await this.kv.del(`upload:reencode:${id}`).catch(() => undefined);
      this.finish(id);
    }
    await this.idle();
  }

  private finish(id: string) {
    this.jobs.get(id)?.resolve();
    this.jobs.delete(id);
  }

  private pump() {
    while (!this.paused && this.running < this.workers && this.queue.length > 0) {
      const id = this.queue.shift()!;
      this.running += 1;
      void this.run(id)
        .catch((err) => this.log('upload re-encode failed', err))
        .finally(() => {
          this.running -= 1;
          this.finish(id);
          this.pump();
        });
    }
  }

  private async run(id: string) {
    const files = this.files(id);
    const original = await readFile(files.original).catch(() => null);
    if (!original) return; // done by another process meanwhile
    const mime = sniffImage(original);
    const clean = mime ? await reencodeImage(original, mime) : null;
    if (clean) {
      const temporary = `${files.served}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, clean);
      await rename(temporary, files.served);
    } else {
      await writeFile(files.refused, '');
    }
    await rm(files.original, { force: true });
  }
}
