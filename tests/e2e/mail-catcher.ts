// A real SMTP server on loopback (smtp-server) that keeps every message it is handed, parsed with
// mailparser, and can go down, come back, or refuse a recipient with a 5xx, as a mail host does.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Caught {
  /** The envelope's recipients: who the message was really sent to, Bcc included. */
  to: string[];
  from: string;
  mail: ParsedMail;
}

export interface MailCatcher {
  url: string;
  caught: Caught[];
  /** Recipients answered "550 No such user". */
  refuse: Set<string>;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
  /** Waits until `count` messages match, or `timeoutMs` passes; resolves with those that match. */
  waitFor(
    match: (caught: Caught) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<Caught[]>;
}

/** Listens on `port` on 127.0.0.1 (a free one when 0). */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const caught: Caught[] = [];
  const refuse = new Set<string>();
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // Going down cuts the connections still open (a 421, as a host shutting down sends) at
      // once, where smtp-server would wait up to half a minute for clients to hang up first.
      closeTimeout: 1,
      onRcptTo(address, _session, callback) {
        if (refuse.has(address.address)) {
          callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            caught.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, "127.0.0.1", () =>
        resolve((server.server.address() as AddressInfo).port),
      ),
    );
  const listening = await listen(port);
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    url: `smtp://127.0.0.1:${listening}`,
    caught,
    refuse,
    down: stop,
    async up() {
      server = make();
      await listen(listening);
    },
    close: () => (server.server.listening ? stop() : Promise.resolve()),
    async waitFor(match, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (caught.filter(match).length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return caught.filter(match);
    },
  };
}
