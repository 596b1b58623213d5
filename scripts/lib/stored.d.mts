import type { Submission } from "../../src/server/store/types";
export function readStored(env: Record<string, string>): Promise<{ entries: Submission[] }>;
