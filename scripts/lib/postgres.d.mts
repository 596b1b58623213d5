export interface TestPostgres {
  /** The test database's connection string. */
  url: string;
  /** The server's own database, for creating others. */
  admin: string;
  stop(): void;
}
export function findPostgres(): string;
export function startPostgres(options?: { database?: string }): Promise<TestPostgres>;
