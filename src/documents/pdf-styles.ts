import { StyleSheet } from "@react-pdf/renderer";
import type { Studio } from "../emails/studio";

/** The documents' type and spacing: A4, Helvetica (built into every PDF reader), the brand colours. */
export function pdfStyles(studio: Studio) {
  const { colours } = studio;
  return StyleSheet.create({
    page: {
      paddingTop: 64,
      paddingBottom: 72,
      paddingHorizontal: 64,
      fontFamily: "Helvetica",
      fontSize: 11.5,
      color: colours.ink,
    },
    cover: { paddingTop: 96, paddingHorizontal: 56, fontFamily: "Helvetica", color: colours.ink },
    brand: { fontSize: 16, fontFamily: "Helvetica-Bold", color: colours.brand, marginBottom: 24 },
    title: {
      fontSize: 30,
      fontFamily: "Helvetica-Bold",
      color: colours.brandDark,
    },
    subtitle: { fontSize: 14, marginTop: 16, color: colours.muted },
    edition: { fontSize: 11, marginTop: 32, color: colours.muted },
    contentsHeading: {
      fontSize: 12,
      fontFamily: "Helvetica-Bold",
      color: colours.brandDark,
      marginTop: 36,
      marginBottom: 8,
    },
    contentsItem: { fontSize: 10.5, marginBottom: 4 },
    h2: { fontSize: 20, fontFamily: "Helvetica-Bold", color: colours.brandDark, marginBottom: 14 },
    h3: { fontSize: 13.5, fontFamily: "Helvetica-Bold", marginTop: 14, marginBottom: 7 },
    // No line heights: with a page number on the page, react-pdf 4 multiplies a text's line
    // height by its font size again on every pagination pass (its issues #3083 and #3452), so the
    // font's own spacing is kept, and paragraphs are spaced by their margins.
    paragraph: { marginBottom: 10 },
    bold: { fontFamily: "Helvetica-Bold" },
    italic: { fontFamily: "Helvetica-Oblique" },
    listItem: { flexDirection: "row", marginBottom: 4 },
    bullet: { width: 16 },
    listText: { flex: 1 },
    table: { borderWidth: 1, borderColor: colours.line, marginBottom: 10 },
    row: { flexDirection: "row", borderTopWidth: 1, borderColor: colours.line },
    headerRow: { flexDirection: "row", backgroundColor: colours.wash },
    cell: { padding: 5, fontSize: 9.5, minHeight: 22 },
    headerCell: { padding: 5, fontSize: 9.5, fontFamily: "Helvetica-Bold" },
    footerLeft: { position: "absolute", bottom: 28, left: 56, fontSize: 8.5, color: colours.muted },
    footerRight: {
      position: "absolute",
      bottom: 28,
      right: 56,
      fontSize: 8.5,
      color: colours.muted,
    },
    footer: {
      position: "absolute",
      bottom: 28,
      left: 56,
      right: 56,
      fontSize: 8.5,
      color: colours.muted,
      flexDirection: "row",
      justifyContent: "space-between",
    },
    panel: { backgroundColor: colours.wash, padding: 16, borderRadius: 6, marginBottom: 16 },
    score: { fontSize: 34, fontFamily: "Helvetica-Bold", color: colours.brandDark },
    label: { fontSize: 9, color: colours.muted, textTransform: "uppercase", letterSpacing: 0.8 },
  });
}

export type PdfStyles = ReturnType<typeof pdfStyles>;
