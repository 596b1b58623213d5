// `node scripts/lib/pdf-text.mjs file.pdf`: a PDF's page count and text, as JSON ({ pages, text }),
// read with pdf.js. For tests, which cannot load pdf.js (an ES module) into Jest themselves.
import { readFileSync } from "node:fs";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(data) {
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const pages = [];
  for (let number = 1; number <= doc.numPages; number += 1) {
    const page = await doc.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return { pages: doc.numPages, text: pages.join("\n") };
}

if (process.argv[2]) {
  console.log(JSON.stringify(await pdfText(readFileSync(process.argv[2]))));
}
