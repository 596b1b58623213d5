import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import type { PdfStyles } from "./pdf-styles";

// A markdown document (as mdast: headings, paragraphs, lists, tables) as PDF elements. Only what
// content/resources uses is drawn; anything else is its plain text, so nothing written is lost.

export interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  ordered?: boolean;
  children?: MdNode[];
}

const plain = (node: MdNode): string => node.value ?? (node.children ?? []).map(plain).join("");

function inline(nodes: readonly MdNode[], styles: PdfStyles): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === "strong") {
      return (
        <Text key={index} style={styles.bold}>
          {inline(node.children ?? [], styles)}
        </Text>
      );
    }
    if (node.type === "emphasis") {
      return (
        <Text key={index} style={styles.italic}>
          {inline(node.children ?? [], styles)}
        </Text>
      );
    }
    if (node.type === "break") return "\n";
    return plain(node);
  });
}

function block(node: MdNode, index: number, styles: PdfStyles): ReactNode {
  const children = node.children ?? [];
  switch (node.type) {
    case "heading": {
      // A chapter (a level-2 heading) starts a page of its own, and so does a worksheet, to fill in.
      const newPage = (node.depth === 2 && index > 0) || /^Worksheet/.test(plain(node));
      return (
        <Text key={index} style={node.depth === 2 ? styles.h2 : styles.h3} break={newPage}>
          {inline(children, styles)}
        </Text>
      );
    }
    case "paragraph":
      return (
        <Text key={index} style={styles.paragraph}>
          {inline(children, styles)}
        </Text>
      );
    case "list":
      return (
        <View key={index} style={{ marginBottom: 8 }}>
          {children.map((item, position) => (
            <View key={position} style={styles.listItem}>
              <Text style={styles.bullet}>{node.ordered ? `${position + 1}.` : "•"}</Text>
              <Text style={styles.listText}>
                {(item.children ?? []).map((part, at) => (
                  <Text key={at}>{inline(part.children ?? [part], styles)}</Text>
                ))}
              </Text>
            </View>
          ))}
        </View>
      );
    case "table":
      // A row is never split across pages, and the header row is drawn again at the top of each
      // page the table continues on (fixed, within the table's own view).
      return (
        <View key={index} style={styles.table}>
          {children.map((row, position) => (
            <View
              key={position}
              style={position === 0 ? styles.headerRow : styles.row}
              wrap={false}
              fixed={position === 0}
            >
              {(row.children ?? []).map((cell, at) => (
                <Text
                  key={at}
                  style={[
                    position === 0 ? styles.headerCell : styles.cell,
                    { width: `${100 / (row.children?.length ?? 1)}%` },
                  ]}
                >
                  {/* A blank cell (a worksheet's, to fill in) still needs a line to lay out. */}
                  {cell.children?.length ? inline(cell.children, styles) : "\u00a0"}
                </Text>
              ))}
            </View>
          ))}
        </View>
      );
    case "thematicBreak":
      return <View key={index} style={{ marginBottom: 8 }} />;
    default:
      return (
        <Text key={index} style={styles.paragraph}>
          {plain(node)}
        </Text>
      );
  }
}

/** The chapters of a document: its level-2 headings' words, in order. */
export const chapterTitles = (root: MdNode): string[] =>
  (root.children ?? []).flatMap((node) =>
    node.type === "heading" && node.depth === 2 ? [plain(node)] : [],
  );

/** The body of a document; a level-2 heading starts a new page (a chapter). */
export function markdownBlocks(root: MdNode, styles: PdfStyles): ReactNode[] {
  return (root.children ?? []).map((node, index) => block(node, index, styles));
}
