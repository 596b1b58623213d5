import { Box, Container } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { drawnNearScreen } from "./drawn-near-screen";
import { SectionHeader } from "./SectionHeader";

type SectionTone = "plain" | "subtle" | "inverted";

const BACKGROUNDS: Record<SectionTone, string> = {
  plain: "bg",
  subtle: "bg.subtle",
  inverted: "bg.inverted",
};

export interface SectionProps {
  /** Names the section (aria-labelledby) and prefixes its heading's id. */
  id: string;
  /** The section's eyebrow, heading and introduction; none for a bare section. */
  copy: Queries.SectionCopy;
  /** The background: the page's, subtle grey or the dark band. */
  tone?: SectionTone;
  /** Wider or narrower than the site's standard container. */
  maxW?: string;
  /** Centre the heading and introduction above the content. */
  centred?: boolean;
  /** The section's content. */
  children?: ReactNode;
}

/** A band of a page: a labelled <section> with an h2, an optional introduction and its content. */
export function Section({
  id,
  copy,
  tone = "plain",
  maxW,
  centred = false,
  children,
}: SectionProps) {
  const headingId = `${id}-heading`;
  const inverted = tone === "inverted";
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={headingId}
      bg={BACKGROUNDS[tone]}
      color={inverted ? "fg.inverted" : undefined}
      py={{ base: "14", md: "20" }}
      {...drawnNearScreen("960px")}
    >
      <Container maxW={maxW}>
        <SectionHeader headingId={headingId} copy={copy} inverted={inverted} centred={centred} />
        {children && <Box mt={{ base: "8", md: "12" }}>{children}</Box>}
      </Container>
    </Box>
  );
}
