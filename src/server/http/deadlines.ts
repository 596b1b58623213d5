// How long the server waits for anything, and how much one client may hold. docs/security.md
// lists each with its reason; the values are chosen for a visitor on a slow phone, not for a
// benchmark, and every one is far above what a real request needs.

export const DEADLINES = {
  /** The request line and headers must arrive within this (a stalled client is cut off). */
  headersMs: 10_000,
  /** The whole request, headers and body (64 KB on a 2G link takes about 10 s). */
  requestMs: 15_000,
  /** A socket that sends and receives nothing for this long is closed. */
  idleSocketMs: 10_000,
  /**
   * Behind our proxy, a kept-alive connection waits this long for its next request: longer than a
   * reverse proxy's usual 60 s upstream keep-alive, so the proxy, not we, closes idle connections
   * (no race).
   */
  keepAliveBehindProxyMs: 72_000,
  /**
   * Serving browsers directly, long enough for the requests a page makes after it loads, short
   * enough that the sockets every visitor leaves open are soon given back.
   */
  keepAliveDirectMs: 5_000,
  /** How often Node checks the two request deadlines above (its default is 30 s). */
  checkEveryMs: 1_000,
  /** /api/health answers 503 when the store has not said it is writable within this. */
  healthMs: 2_000,
  /** How long requests in flight may take to finish once the server is asked to stop. */
  shutdownGraceMs: 10_000,
} as const;

/** PostgreSQL's deadlines: a database that is down or frozen is a fast 503, never a hung request. */
export const DATABASE_DEADLINES = {
  /** To open a connection, or to wait for a free one in the pool. */
  connectMs: 3_000,
  /** Any statement, on the server (it cancels it). */
  statementMs: 5_000,
  /** Any statement, on our side: a frozen server cannot cancel anything. */
  queryMs: 6_000,
  /** The rate limit's count, on our side: a request is not held for a count that is late. */
  countMs: 1_000,
  /** A transaction left open by a lost client. */
  idleInTransactionMs: 10_000,
} as const;
