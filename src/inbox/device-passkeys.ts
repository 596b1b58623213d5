import type { Passkeys } from "./passkeys";

// Which passkeys this device holds. WebAuthn cannot list them, so the page remembers, in this
// browser's localStorage, the id of each passkey used or created here: not a secret (the server
// names passkeys by these ids in every prompt), and nothing is sent anywhere. A link sign-in on a
// device that holds none of the account's passkeys then offers to add one.

export interface DevicePasskeys {
  /** Whether this device used or created the passkey with this id. */
  has(id: string): boolean;
  remember(id: string): void;
}

const KEY = "inbox-passkeys-here";

/** The browser's memory, or none (private modes may refuse storage: then nothing is known). */
export function browserDevicePasskeys(): DevicePasskeys {
  const read = (): string[] => {
    try {
      const held: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? "[]");
      return Array.isArray(held) ? held.filter((id): id is string => typeof id === "string") : [];
    } catch {
      return [];
    }
  };
  return {
    has: (id) => read().includes(id),
    remember(id) {
      const held = read();
      if (held.includes(id)) return;
      try {
        window.localStorage.setItem(KEY, JSON.stringify([...held, id]));
      } catch {
        // Storage refused: this device is simply not remembered.
      }
    },
  };
}

/** A memory of its own, for stories and tests. */
export function memoryDevicePasskeys(initial: readonly string[] = []): DevicePasskeys {
  const held = new Set(initial);
  return { has: (id) => held.has(id), remember: (id) => void held.add(id) };
}

/** The browser's prompts, each passkey they use or create remembered as this device's. */
export function rememberingPasskeys(passkeys: Passkeys, device: DevicePasskeys): Passkeys {
  return {
    supported: () => passkeys.supported(),
    async authenticate(options) {
      const response = await passkeys.authenticate(options);
      device.remember(response.id);
      return response;
    },
    async register(options) {
      const response = await passkeys.register(options);
      device.remember(response.id);
      return response;
    },
  };
}
