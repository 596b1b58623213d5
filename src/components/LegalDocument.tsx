import { Box, chakra, Heading, Text } from "@chakra-ui/react";
import { Fragment } from "react";
import { SiteLink } from "./SiteLink";
import { TextLink } from "./TextLink";

export interface LegalDocumentProps {
  /** The document's numbered sections, from content. */
  sections: readonly Queries.LegalSection[];
  /** The page's own words (Last updated, Contents...). */
  labels: Queries.LegalLabels;
  /** When the document last changed (ISO date). */
  updated: string;
  /** Shown wherever the text says {email}. */
  email: string;
}

const EMAIL_TOKEN = "{email}";

/** A policy's text, with `{email}` drawn as a mailto link to the studio. */
function LegalText({ text, email }: { text: string; email: string }) {
  const parts = text.split(EMAIL_TOKEN);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && <SiteLink to={`mailto:${email}`}>{email}</SiteLink>}
    </Fragment>
  ));
}

/** A legal page's body: when it was last updated, a table of contents and its numbered sections. */
export function LegalDocument({ sections, labels, updated, email }: LegalDocumentProps) {
  return (
    <Box maxW="3xl" mx="auto">
      <Text color="fg.muted">
        {labels.updated}: <chakra.span fontWeight="semibold">{updated}</chakra.span>
      </Text>
      <Box
        as="nav"
        aria-labelledby="legal-contents-heading"
        mt="8"
        p="6"
        borderRadius="2xl"
        bg="bg.subtle"
      >
        <Heading as="h2" size="md" id="legal-contents-heading">
          {labels.contents}
        </Heading>
        <chakra.ol mt="3" ps="5" listStyleType="decimal" display="grid" gap="1">
          {sections.map((section) => (
            <li key={section.id}>
              <TextLink href={`#${section.id}`}>{section.heading}</TextLink>
            </li>
          ))}
        </chakra.ol>
      </Box>
      {sections.map((section, index) => (
        <Box
          as="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          mt="10"
          scrollMarginTop="24"
        >
          <Heading as="h2" size="lg" id={`${section.id}-heading`}>
            {index + 1}. {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} mt="3" lineHeight="tall">
              <LegalText text={paragraph} email={email} />
            </Text>
          ))}
          {section.items.length > 0 && (
            <chakra.ul mt="3" ps="5" listStyleType="disc" display="grid" gap="2" lineHeight="tall">
              {section.items.map((item) => (
                <li key={item}>
                  <LegalText text={item} email={email} />
                </li>
              ))}
            </chakra.ul>
          )}
        </Box>
      ))}
    </Box>
  );
}
