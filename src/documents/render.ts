// The documents rendered to PDF bytes. Only ever imported with import() (@react-pdf/renderer is an
// ES module, loaded only where a PDF is made).
import { Font, renderToBuffer } from "@react-pdf/renderer";
import emails from "../../content/data/emails.json";
import { assessmentReport, formatReceived } from "../emails/lead-summary";
import type { Studio } from "../emails/studio";
import { AssessmentReportPdf } from "./AssessmentReportPdf";
import { ResourcePdf, type ResourceDocument } from "./ResourcePdf";

// Words are never split with a hyphen: a line breaks between words only ("con-straint" read
// badly, in tables most of all).
Font.registerHyphenationCallback((word) => [word]);

export function resourcePdf(doc: ResourceDocument, studio: Studio): Promise<Buffer> {
  return renderToBuffer(ResourcePdf({ doc, studio }));
}

/** The assessment report for a score, dated as the lead was received. */
export function assessmentPdf(score: number, receivedAt: string, studio: Studio): Promise<Buffer> {
  const copy = emails.visitor.assessment;
  return renderToBuffer(
    AssessmentReportPdf({
      report: assessmentReport(score),
      copy,
      studio,
      date: formatReceived(receivedAt),
    }),
  );
}
