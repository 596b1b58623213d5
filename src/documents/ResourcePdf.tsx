import { Document, Page, Text, View } from "@react-pdf/renderer";
import { siteHost, type Studio } from "../emails/studio";
import { chapterTitles, markdownBlocks, type MdNode } from "./MarkdownPdf";
import { pdfStyles } from "./pdf-styles";

export interface ResourceDocument {
  id: string;
  title: string;
  subtitle: string;
  edition: string;
  body: MdNode;
}

const CONTENTS = "Contents";

/** A resource (the guide, the ROI report) as a PDF: a cover, then its chapters, numbered pages. */
export function ResourcePdf({ doc, studio }: { doc: ResourceDocument; studio: Studio }) {
  const styles = pdfStyles(studio);
  return (
    <Document title={doc.title} author={studio.name} subject={doc.subtitle} language="en-GB">
      {/* The cover: whose it is, what it promises (its subtitle) and what is in it. */}
      <Page size="A4" style={styles.cover}>
        <Text style={styles.brand}>{studio.name}</Text>
        <Text style={styles.title}>{doc.title}</Text>
        <Text style={styles.subtitle}>{doc.subtitle}</Text>
        <Text style={styles.contentsHeading}>{CONTENTS}</Text>
        <View>
          {chapterTitles(doc.body).map((chapter) => (
            <Text key={chapter} style={styles.contentsItem}>
              {chapter}
            </Text>
          ))}
        </View>
        <Text style={styles.edition}>
          {doc.edition} · {studio.name} · {siteHost(studio)}
        </Text>
      </Page>
      <Page size="A4" style={styles.page}>
        {markdownBlocks(doc.body, styles)}
        <Text style={styles.footerLeft} fixed>
          {doc.title} · {studio.name}
        </Text>
        <Text
          style={styles.footerRight}
          fixed
          render={({ pageNumber, totalPages }) => `${pageNumber} of ${totalPages}`}
        />
      </Page>
    </Document>
  );
}
