import { HttpStreamFormat, Item, Publisher, parseGripUri } from "@fanoutio/grip";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import { type Db, type ListenFn, listenerOf } from "../db/open";
import { writeTransaction } from "../publishing/write";
import { API_KEY_REVOKED_CHANNEL } from "../repositories/api-keys";
import { gripPublishStore } from "../repositories/grip-publish";
import { toHubItem } from "./hub";
import { liveLog } from "./log";
import { EVENTS_CHANNEL, toLiveEvent } from "./record";

const BATCH = 200;
/** Lost notifications, a publisher that died mid-batch, a proxy that was down: all retried by this. */
const POLL_MS = 2_000;
/** A publish holds the cursor's lock: one that hangs must not hold it (nor PGlite) for long. */
const PUBLISH_TIMEOUT_MS = 5_000;
/**
 * A turn commits once its publishes have taken this long. Until it commits, the proxy holds
 * events the cursor has not passed, and a stream held meanwhile is told an older prev-id than the
 * proxy's: each publish then sends it back to us for a recovery. One 200-event turn on a busy
 * night kept 1,500 streams recovering for tens of seconds (docs/deploy.md, "Failover, measured").
 */
const TURN_MS = 50;

export const GRIP_CHANNEL_PREFIX = "live-";
/** The GRIP channel a Ticker channel's readers are held on. */
export const gripChannelOf = (channelId: string): string => `${GRIP_CHANNEL_PREFIX}${channelId}`;
/** The GRIP channel of the streams one public API key opened (closed when the key is deleted). */
export const gripKeyChannelOf = (apiKeyId: string): string => `apikey-${apiKeyId}`;

/**
 * Publishes each public event once to the GRIP proxy, in id order, with the channel's previous
 * publish as prev-id. Every server runs one; the server that holds the cursor's row lock
 * publishes and moves the cursor in that same transaction, the others skip. So a server that
 * dies after its write committed (or mid-batch) costs nothing: the next turn, on any server,
 * publishes from where the cursor stands (docs/deploy.md, "Readers through GRIP").
 */
export class GripRelay {
  readonly #store;
  #running = false;
  #dirty = false;
  #closed = false;
  #unlisten: (() => Promise<void>)[] = [];
  #timer: NodeJS.Timeout | null = null;
  #idle: Promise<void> = Promise.resolve();

  constructor(
    readonly db: Db,
    readonly publisher: Publisher,
    private readonly listen: ListenFn | undefined,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.#store = gripPublishStore(db);
  }

  async start(): Promise<void> {
    await this.#store.ensureCursor();
    if (this.listen) {
      this.#unlisten.push(await this.listen(EVENTS_CHANNEL, () => this.poke()));
      this.#unlisten.push(
        await this.listen(API_KEY_REVOKED_CHANNEL, (payload) => {
          if (payload) void this.closeKeyStreams(payload);
        }),
      );
    }
    this.#timer = setInterval(() => this.poke(), POLL_MS);
    this.#timer.unref();
    this.poke();
  }

  /** New events may exist: publish them (notifications during a turn coalesce into one more). */
  poke(): void {
    if (this.#closed) return;
    if (this.#running) {
      this.#dirty = true;
      return;
    }
    this.#running = true;
    this.#idle = this.#run();
  }

  /** Resolves when the turn under way (and those it set off) are done: tests wait on it. */
  settled(): Promise<void> {
    return this.#idle;
  }

  async #run(): Promise<void> {
    try {
      do {
        this.#dirty = false;
        while (!this.#closed && (await this.#publishBatch()));
      } while (this.#dirty && !this.#closed);
    } catch (err) {
      if (!this.#closed) this.log?.error({ err }, "GRIP publishing failed");
    } finally {
      this.#running = false;
    }
  }

  /** One turn: true when more may wait (a full batch went out, or the turn ran out of time). */
  #publishBatch(): Promise<boolean> {
    return writeTransaction(this.db, async (_repos, trx) => {
      const store = gripPublishStore(trx);
      const through = await store.claim();
      if (through === null) return false;
      const rows = await liveLog(trx).after(through, BATCH);
      if (rows.length === 0) return false;
      const publicRows = rows.filter((r) => r.audience === "public");
      const heads = await store.heads([...new Set(publicRows.map((r) => r.channel_id))]);
      const moved = new Map<string, string>();
      const started = performance.now();
      let done = through;
      let more = rows.length === BATCH;
      for (const row of rows) {
        if (row.audience === "public" && !(await this.#publish(row, heads))) {
          more = false;
          break;
        }
        if (row.audience === "public") moved.set(row.channel_id, row.id);
        done = Number(row.id);
        if (row !== rows.at(-1) && performance.now() - started > TURN_MS) {
          more = true;
          break;
        }
      }
      await store.advance(done, moved);
      return more;
    });
  }

  async #publish(
    row: Parameters<typeof toLiveEvent>[0],
    heads: Map<string, string>,
  ): Promise<boolean> {
    const channel = gripChannelOf(row.channel_id);
    const item = toHubItem(toLiveEvent(row));
    try {
      await this.publisher.publish(
        channel,
        new Item(
          new HttpStreamFormat(item.frame.toString("utf8")),
          row.id,
          heads.get(row.channel_id) ?? "0",
        ),
      );
      heads.set(row.channel_id, row.id);
      // An archived channel's readers are done, as the hub ends its own streams.
      if (item.event.type === "channel.archived") {
        await this.publisher.publish(channel, new Item(new HttpStreamFormat(null, true)));
      }
      return true;
    } catch (err) {
      // What went out stays counted; the rest waits for the next turn.
      this.log?.warn({ err, eventId: row.id }, "GRIP publish failed; retrying");
      return false;
    }
  }

  /** Ends the streams a deleted API key opened (every server hears it; a close is idempotent). */
  async closeKeyStreams(apiKeyId: string): Promise<void> {
    try {
      await this.publisher.publish(
        gripKeyChannelOf(apiKeyId),
        new Item(new HttpStreamFormat(null, true)),
      );
    } catch (err) {
      this.log?.error({ err }, "closing a deleted key's GRIP streams failed");
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.#idle.catch(() => {});
    const unlisten = this.#unlisten;
    this.#unlisten = [];
    await Promise.all(unlisten.map((u) => u().catch(() => {})));
  }
}

/** GRIP_URL's control URLs: one, or several separated by commas. */
export const gripUrlsOf = (value: string): string[] =>
  value
    .split(",")
    .map((u) => u.trim())
    .filter(Boolean);

/** The relay of an app with GRIP_URL set, publishing once it started; null without GRIP. */
export async function startGripRelay(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): Promise<GripRelay | null> {
  if (!config.grip) return null;
  const timed: typeof fetch = (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS) });
  const { url, key } = config.grip;
  // Several control URLs (comma-separated): one per tier node, each publish sent to each
  // (docs/deploy.md, "Readers through GRIP").
  const configs = gripUrlsOf(url).map((one) => {
    const parsed = parseGripUri(one, { key });
    // Pushpin signs what it proxies with the key it is given (sig_key): GRIP_KEY verifies it,
    // unless the URL names a verify-key of its own (Fanout's public key).
    return parsed.verify_key || !key
      ? parsed
      : { ...parsed, verify_key: new TextEncoder().encode(key) };
  });
  const publisher = new Publisher(configs, { fetch: timed });
  const relay = new GripRelay(db, publisher, listenerOf(db)?.listen, log);
  await relay.start();
  return relay;
}
