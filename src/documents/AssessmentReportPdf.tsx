import { Document, Link, Page, Text, View } from "@react-pdf/renderer";
import type { AssessmentReport } from "../emails/lead-summary";
import type { Studio } from "../emails/studio";
import { pdfStyles } from "./pdf-styles";

export interface AssessmentPdfCopy {
  heading: string;
  scoreLabel: string;
  levelLabel: string;
  recommendationsHeading: string;
  nextHeading: string;
}

/** The business assessment's report as a PDF to share: score, level, four recommendations, next. */
export function AssessmentReportPdf({
  report,
  copy,
  studio,
  date,
}: {
  report: AssessmentReport;
  copy: AssessmentPdfCopy;
  studio: Studio;
  date: string;
}) {
  const styles = pdfStyles(studio);
  return (
    <Document title={copy.heading} author={studio.name} language="en-GB">
      <Page size="A4" style={styles.page}>
        <Text style={styles.brand}>{studio.name}</Text>
        <Text style={styles.h2}>{copy.heading}</Text>
        <Text style={{ ...styles.paragraph, color: studio.colours.muted }}>{date}</Text>
        <View style={styles.panel}>
          <Text style={styles.label}>{copy.scoreLabel}</Text>
          <Text style={styles.score}>{`${report.score}%`}</Text>
          <Text style={[styles.label, { marginTop: 8 }]}>{copy.levelLabel}</Text>
          <Text style={styles.h3}>{report.levelName}</Text>
          <Text>{report.description}</Text>
        </View>
        <Text style={styles.h3}>{copy.recommendationsHeading}</Text>
        {report.recommendations.map((recommendation, index) => (
          <View key={recommendation} style={styles.listItem}>
            <Text style={styles.bullet}>{index + 1}.</Text>
            <Text style={styles.listText}>{recommendation}</Text>
          </View>
        ))}
        <Text style={styles.h3}>{copy.nextHeading}</Text>
        <Text style={styles.paragraph}>{report.nextStep}</Text>
        <Link src={studio.schedule.url} style={{ color: studio.colours.brand }}>
          {studio.schedule.label}: {studio.schedule.url}
        </Link>
        <View style={styles.footer} fixed>
          <Text>
            {studio.name} · {studio.email} · {studio.phones[0]?.display}
          </Text>
          <Text>{studio.address}</Text>
        </View>
      </Page>
    </Document>
  );
}
