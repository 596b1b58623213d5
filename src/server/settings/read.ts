import { DECLARED, type Declared, type SettingName, type Values } from "./declaration";

/** The environment as a plain map; tests pass their own. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Settings the server cannot start with: each bad variable named, with why. */
export class SettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`bad settings: ${problems.join("; ")}`);
    this.name = "SettingsError";
  }
}

/** Every declared variable's value; throws a SettingsError naming each one that is bad. */
export function readValues(env: Env): Values {
  const problems: string[] = [];
  const values: Partial<Record<SettingName, unknown>> = {};
  for (const [name, declared] of Object.entries(DECLARED) as [SettingName, Declared<unknown>][]) {
    const given = env[name]?.trim();
    try {
      values[name] = given ? declared.kind.read(given) : declared.fallback;
    } catch (error) {
      problems.push(`${name} ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length) throw new SettingsError(problems);
  return values as Values;
}
