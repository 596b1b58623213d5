import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { readResources } from "../../build/resources";
import { studioDetails } from "../../emails/studio";
import { resourcePath } from "../../lib/leads/lead-purpose";
import { runtimeEnv } from "../runtime-env";

/**
 * After `gatsby build`: each document of content/resources as a PDF beside its page
 * (public/resources/{id}.pdf), rendered with @react-pdf/renderer: no browser at build time.
 */
export async function buildDocuments(outDir = "public"): Promise<number> {
  const { resourcePdf } = await import("../../documents/render");
  const studio = studioDetails(runtimeEnv().SITE_URL);
  for (const resource of readResources()) {
    const file = path.join(outDir, `${resourcePath(resource.id)}.pdf`);
    await mkdir(path.dirname(file), { recursive: true });
    const pdf = await resourcePdf(
      {
        id: resource.id,
        title: resource.title,
        subtitle: resource.subtitle,
        edition: resource.edition,
        body: resource.tree,
      },
      studio,
    );
    await writeFile(file, pdf);
    console.log(`${file}: ${(pdf.length / 1024).toFixed(0)} KiB`);
  }
  return 0;
}
