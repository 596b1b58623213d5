// The PDF renderer's own thread (bundled on its own by scripts/server.mjs): laying out and
// compressing a report takes long enough to hold every other request if done on the server's.
import { parentPort } from "node:worker_threads";
import { assessmentPdf } from "../../documents/render";
import type { PdfRequest, PdfResponse } from "./assessment-pdf";

parentPort?.on("message", (request: PdfRequest) => {
  const reply = (response: PdfResponse, transfer: ArrayBuffer[] = []) =>
    parentPort?.postMessage(response, transfer);
  assessmentPdf(request.score, request.receivedAt, request.studio).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf); // its own buffer, handed over without a copy
      reply({ id: request.id, bytes }, [bytes.buffer]);
    },
    (error: unknown) => reply({ id: request.id, error: String(error) }),
  );
});
