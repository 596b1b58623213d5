export const HOST: string;
export function freePort(): Promise<number>;
export interface ProductionServer {
  baseUrl: string;
  pid: number | undefined;
  kill(signal?: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
export function startProductionServer(env?: Record<string, string>): Promise<ProductionServer>;
export function startServer(
  command: string,
  args: string[],
  url: string,
  options?: { timeoutMs?: number; env?: NodeJS.ProcessEnv },
): Promise<{ stop(): void }>;
export function run(
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv },
): Promise<number>;
