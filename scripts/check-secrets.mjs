// Secrets gate: the build ran with canary values in every secret the server reads (see
// CANARY_ENV); none of them, nothing shaped like a platform key, and no source map (which would
// publish the code's full source) may appear in public/.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const CANARY_ENV = {
  CONVERTKIT_API_KEY: "canary-convertkit-key-7f3a9c",
  CONVERTKIT_FORM_ID: "canary-form-4411",
  CONVERTKIT_API_URL: "https://canary-convertkit.invalid/v3",
  MAILCHIMP_API_KEY: "canary-mailchimp-key-0b1d2e-us1",
  MAILCHIMP_AUDIENCE_ID: "canary-audience-9x8y",
  MAILCHIMP_API_URL: "https://canary-mailchimp.invalid/3.0",
  CONTACT_WEBHOOK_URL: "https://canary-webhook.invalid/hook-5e6f",
  DATABASE_URL: "postgres://canary-user:canary-password-8c2d@canary-db.invalid:5432/leads",
};

// A Mailchimp key is 32 hex characters and a data-centre suffix.
const KEY_SHAPES = [/\b[0-9a-f]{32}-us\d{1,2}\b/];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

export function findLeaks(dir) {
  const leaks = [];
  for (const file of files(dir)) {
    if (/\.map(?:\.gz|\.br)?$/.test(file)) leaks.push(`${path.relative(dir, file)}: a source map`);
    if (!/\.(?:html|js|json|css|txt|xml|map|md)$/.test(file)) continue;
    const text = readFileSync(file, "utf8");
    for (const [name, value] of Object.entries(CANARY_ENV)) {
      if (text.includes(value)) leaks.push(`${path.relative(dir, file)}: ${name}`);
    }
    for (const shape of KEY_SHAPES) {
      if (shape.test(text))
        leaks.push(`${path.relative(dir, file)}: a value shaped like an API key`);
    }
  }
  return leaks;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const leaks = findLeaks("public");
  if (leaks.length) {
    console.error(`Secrets found in the built site:\n${leaks.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `Secrets: none of the ${Object.keys(CANARY_ENV).length} canary secrets, and no source map, is in public/.`,
  );
}
