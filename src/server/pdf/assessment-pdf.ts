import { Worker } from "node:worker_threads";
import type { Studio } from "../../emails/studio";

export interface PdfRequest {
  id: number;
  score: number;
  receivedAt: string;
  studio: Studio;
}

export type PdfResponse = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** A report that takes longer than this is given up (and tried again with the email). */
const RENDER_TIMEOUT_MS = 30_000;

let workerFile: URL | null = null;
let worker: Worker | null = null;
let nextId = 0;
const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (e: Error) => void }>();

/**
 * Renders the PDFs on their own thread, from this bundled worker file (the production server's
 * entry sets it). Without it (tests of the source, a function whose instance takes one request at
 * a time) they are rendered where they are asked for.
 */
export function renderPdfsOffThread(file: URL): void {
  workerFile = file;
}

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  worker = null;
}

function pdfWorker(file: URL): Worker {
  if (worker) return worker;
  const started = new Worker(file);
  started.unref(); // an idle renderer never keeps the process alive
  started.on("message", (response: PdfResponse) => {
    const pending = waiting.get(response.id);
    waiting.delete(response.id);
    if (!pending) return;
    if ("error" in response) pending.reject(new Error(response.error));
    else
      pending.resolve(
        Buffer.from(response.bytes.buffer, response.bytes.byteOffset, response.bytes.length),
      );
  });
  started.on("error", (error) => failAll(error));
  started.on("exit", (code) => failAll(new Error(`the PDF renderer stopped (code ${code})`)));
  worker = started;
  return started;
}

/** The assessment report for a score, as PDF bytes, dated as the lead was received. */
export async function assessmentPdfBytes(
  score: number,
  receivedAt: string,
  studio: Studio,
): Promise<Buffer> {
  if (!workerFile) {
    // @react-pdf/renderer is an ES module, loaded only when a report is made.
    const { assessmentPdf } = await import("../../documents/render");
    return assessmentPdf(score, receivedAt, studio);
  }
  const id = (nextId += 1);
  const renderer = pdfWorker(workerFile);
  return new Promise<Buffer>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error(`the PDF took over ${RENDER_TIMEOUT_MS / 1000} s`));
    }, RENDER_TIMEOUT_MS);
    timer.unref();
    const settle = {
      resolve: (pdf: Buffer) => (clearTimeout(timer), resolve(pdf)),
      reject: (e: Error) => (clearTimeout(timer), reject(e)),
    };
    waiting.set(id, settle);
    renderer.postMessage({ id, score, receivedAt, studio } satisfies PdfRequest);
  });
}

/** Stops the renderer's thread (the server stopping). */
export async function closePdfRenderer(): Promise<void> {
  const running = worker;
  worker = null;
  await running?.terminate();
}
