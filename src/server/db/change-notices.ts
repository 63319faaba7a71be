import pg from 'pg';

/** What a listener tells its user: a notice, or whether notices can be trusted from now on. */
export interface NoticeHandlers {
  /** A notice's payload, in the order PostgreSQL delivered them. */
  notice(payload: string): void;
  /**
   * The schema the connection works in (`current_schema()`) once LISTEN holds: notices from
   * here on are all delivered. Null as soon as the connection is lost or broken, when notices
   * may have been missed.
   */
  listening(schema: string | null): void;
}

/** How the listener's connection shows in `pg_stat_activity`: this, a space and its schema. */
export const NOTICES_APPLICATION_NAME = 'visitpass notices';

export interface ChangeNotices {
  stop(): Promise<void>;
}

const RETRY_MS = [100, 500, 2000, 5000];

/**
 * LISTENs on `channel` over a connection of its own to the server itself (`directUrl`: a
 * LISTEN cannot go through PgBouncer's transaction pooling), reconnecting with a growing pause
 * when the connection breaks. Between the break and the next LISTEN, notices are lost, so the
 * handlers hear `listening(null)` first, and the schema again only once listening.
 */
export function listenForNotices(
  directUrl: string,
  channel: string,
  handlers: NoticeHandlers,
): ChangeNotices {
  let client: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  function lost(broken: pg.Client) {
    if (client !== broken) return;
    client = undefined;
    handlers.listening(null);
    broken.end().catch(() => {});
    if (stopped) return;
    const pause = RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)];
    retry = setTimeout(connect, pause);
  }

  async function connect() {
    if (stopped) return;
    const next = new pg.Client({ connectionString: directUrl, application_name: NOTICES_APPLICATION_NAME });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.notice(message.payload);
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string }>(
        `select current_schema() as schema, set_config('application_name', $1 || ' ' || current_schema(), false)`,
        [NOTICES_APPLICATION_NAME],
      );
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client !== next) return;
      failures = 0;
      handlers.listening(rows[0]?.schema ?? 'public');
    } catch {
      lost(next);
    }
  }

  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      handlers.listening(null);
      await open?.end().catch(() => {});
    },
  };
}
