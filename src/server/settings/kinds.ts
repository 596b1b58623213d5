import { isHttpUrl } from "../../lib/leads/fields";
import { isEmailFormat } from "../../lib/leads/email-rules";

/** One kind of value a setting takes: what it looks like, in the docs, and how it is read. */
export interface Kind<T> {
  /** What a good value looks like, in the settings table. */
  shape: string;
  /** The value the text stands for; throws, saying why, when it stands for none. */
  read(text: string): T;
}

export const text: Kind<string> = { shape: "text", read: (value) => value };

/** Any value at all: a host platform says it is there by setting its variable. */
export const present: Kind<true> = { shape: "any value", read: () => true };

export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER): Kind<number> {
  return {
    shape: max === Number.MAX_SAFE_INTEGER ? `a whole number, ${min} or more` : `${min} to ${max}`,
    read(value) {
      const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
      if (!(number >= min && number <= max))
        throw new Error(`is not a whole number from ${min} to ${max}`);
      return number;
    },
  };
}

/** One of a few words, each standing for a value (case aside). */
export function oneOf<T>(values: Readonly<Record<string, T>>): Kind<T> {
  const words = Object.keys(values);
  return {
    shape: words.map((word) => `\`${word}\``).join(" or "),
    read(value) {
      const word = value.toLowerCase();
      if (!Object.hasOwn(values, word)) throw new Error(`is neither ${words.join(" nor ")}`);
      return values[word] as T;
    },
  };
}

/** A URL whose scheme is one of these (without the colon). */
export function address(shape: string, ...schemes: readonly string[]): Kind<string> {
  return {
    shape,
    read(value) {
      let scheme = "";
      try {
        scheme = new URL(value).protocol.replace(/:$/, "");
      } catch {
        throw new Error("is not a URL");
      }
      if (!schemes.includes(scheme)) throw new Error(`must start ${schemes.join(":// or ")}://`);
      return value;
    },
  };
}

export const webAddress: Kind<string> = {
  shape: "an http(s) address",
  read(value) {
    if (!isHttpUrl(value)) throw new Error("is not a web address (http:// or https://)");
    return value;
  },
};

/** The address in "Name <address>" or a bare address, if it is one. */
export function mailAddress(value: string): string | null {
  const found = /<([^<>\s]+)>\s*$/.exec(value)?.[1] ?? value.trim();
  return isEmailFormat(found) && !/\p{Cc}/u.test(value) ? found : null;
}

/** A sender or recipient, as given and as its address alone. */
export interface Mailbox {
  text: string;
  address: string;
}

export const mailbox: Kind<Mailbox> = {
  shape: "an email address, or `Name <address>`",
  read(value) {
    const found = mailAddress(value);
    if (!found) throw new Error("is not an email address");
    return { text: value, address: found };
  },
};

const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.*-]+(?::\d+)?\/*$/i;

/** Origins with `*` for part of one host label, comma-separated. */
export const originList: Kind<string> = {
  shape: "origins, comma-separated, `*` within a host label",
  read(value) {
    const bad = value
      .split(",")
      .map((one) => one.trim())
      .find((one) => one && !ORIGIN_PATTERN.test(one));
    if (bad !== undefined) throw new Error(`has ${JSON.stringify(bad)}, which is not an origin`);
    return value;
  },
};
