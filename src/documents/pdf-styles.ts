import { StyleSheet } from "@react-pdf/renderer";
import type { Studio } from "../emails/studio";

/** The documents' type and spacing: A4, Helvetica (built into every PDF reader), the brand colours. */
export function pdfStyles(studio: Studio) {
  const { colours } = studio;
  return StyleSheet.create({
    page: {
      paddingTop: 56,
      paddingBottom: 64,
      paddingHorizontal: 56,
      fontFamily: "Helvetica",
      fontSize: 10.5,
      lineHeight: 1.5,
      color: colours.ink,
    },
    cover: { paddingTop: 160, paddingHorizontal: 56, fontFamily: "Helvetica", color: colours.ink },
    brand: { fontSize: 12, fontFamily: "Helvetica-Bold", color: colours.brand, marginBottom: 24 },
    title: {
      fontSize: 30,
      fontFamily: "Helvetica-Bold",
      lineHeight: 1.2,
      color: colours.brandDark,
    },
    subtitle: { fontSize: 14, marginTop: 16, lineHeight: 1.4, color: colours.muted },
    edition: { fontSize: 11, marginTop: 32, color: colours.muted },
    h2: { fontSize: 18, fontFamily: "Helvetica-Bold", color: colours.brandDark, marginBottom: 10 },
    h3: { fontSize: 13, fontFamily: "Helvetica-Bold", marginTop: 12, marginBottom: 6 },
    paragraph: { marginBottom: 8 },
    bold: { fontFamily: "Helvetica-Bold" },
    italic: { fontFamily: "Helvetica-Oblique" },
    listItem: { flexDirection: "row", marginBottom: 4 },
    bullet: { width: 16 },
    listText: { flex: 1 },
    table: { borderWidth: 1, borderColor: colours.line, marginBottom: 10 },
    row: { flexDirection: "row", borderTopWidth: 1, borderColor: colours.line },
    headerRow: { flexDirection: "row", backgroundColor: colours.wash },
    cell: { flex: 1, padding: 4, fontSize: 9 },
    headerCell: { flex: 1, padding: 4, fontSize: 9, fontFamily: "Helvetica-Bold" },
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
