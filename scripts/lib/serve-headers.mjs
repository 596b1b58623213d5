// Preloaded into `gatsby serve` (node --import, see serve.mjs and `npm run serve`): every response
// gets the headers public/_headers gives its path, the file static hosts read, so the local server
// and a host send the same security headers. Gatsby 5's serve does not apply gatsby-config headers.
import { existsSync, readFileSync } from "node:fs";
import { ServerResponse } from "node:http";
import path from "node:path";
import { headersFor, parseHeadersFile } from "./headers-file.mjs";

const file = path.resolve("public", "_headers");

// The preload also runs in the processes around the server (npx), which answer nothing: the file
// is read when the first response is written.
let rules = null;
function loadRules() {
  if (rules) return rules;
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first`);
  rules = parseHeadersFile(readFileSync(file, "utf8"));
  return rules;
}

const writeHead = ServerResponse.prototype.writeHead;
ServerResponse.prototype.writeHead = function writeHeadWithSecurityHeaders(...args) {
  if (this.req && !this.headersSent) {
    // Express shortens req.url inside mounted routers; originalUrl is what the client asked for.
    const requested = this.req.originalUrl ?? this.req.url ?? "/";
    const pathname = requested.split(/[?#]/)[0] ?? "/";
    for (const [name, value] of Object.entries(headersFor(loadRules(), pathname))) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
    }
  }
  return writeHead.apply(this, args);
};
