import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";

/** The request as a stream of body bytes with its headers. */
export interface BodySource extends Readable {
  headers: IncomingHttpHeaders;
}

export type BodyResult =
  { ok: true; text: string } | { ok: false; reason: "too-large" | "not-utf8" | "aborted" };

/**
 * After a 413 the rest of the body is read and dropped, so the client sees the answer rather than
 * a reset connection; a client that keeps sending beyond this much more is cut off.
 */
export const DISCARD_LIMIT_BYTES = 1024 * 1024;

/**
 * What a request's body is: JSON (the scripts), a form post (a browser without them),
 * multipart (refused unread: no form of ours sends it), or anything else. JSON and form posts
 * may only name UTF-8 as their charset.
 */
export type BodyType = "json" | "form" | "multipart" | "other";

export function bodyType(header: string | undefined): BodyType {
  const [type = "", ...parameters] = (header ?? "").split(";").map((part) => part.trim());
  const mediaType = type.toLowerCase();
  if (mediaType === "multipart/form-data") return "multipart";
  const utf8 = parameters.every((parameter) => {
    const [name = "", value = ""] = parameter.split("=").map((part) => part.trim().toLowerCase());
    return name !== "charset" || value.replace(/"/g, "") === "utf-8";
  });
  if (!utf8) return "other";
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return "other";
}

/** Stops reading a body that will not be answered: a bounded amount is drained, then cut off. */
export function refuseUnread(req: BodySource): void {
  discardRest(req);
}

function discardRest(req: BodySource): void {
  let dropped = 0;
  req.on("data", (chunk: Buffer | string) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT_BYTES) req.destroy();
  });
  req.on("error", () => undefined);
  req.resume();
}

/** The body as text, read from the stream with a byte limit, refused as soon as it is exceeded. */
export function readBody(req: BodySource, limitBytes: number): Promise<BodyResult> {
  if (req.readableEnded) {
    // Only happens when a body parser ran first: see FUNCTION_CONFIG in http.ts.
    return Promise.reject(new Error("The request body was already read by another parser"));
  }
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limitBytes) {
    discardRest(req);
    return Promise.resolve({ ok: false, reason: "too-large" });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult): void => {
      if (settled) return;
      settled = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onAbort);
      req.off("close", onAbort);
      resolve(result);
    };
    function onData(chunk: Buffer | string): void {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      if (size > limitBytes) {
        settle({ ok: false, reason: "too-large" });
        discardRest(req);
        return;
      }
      chunks.push(bytes);
    }
    function onEnd(): void {
      try {
        const text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
        settle({ ok: true, text });
      } catch {
        settle({ ok: false, reason: "not-utf8" });
      }
    }
    function onAbort(): void {
      settle({ ok: false, reason: "aborted" });
    }
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onAbort);
    req.on("close", onAbort);
  });
}
