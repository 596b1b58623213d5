import { Box, Container, Grid, Heading, Text } from "@chakra-ui/react";
import { Accordion } from "../components/Accordion";
import { ContactForm, type ContactFormContent } from "../components/ContactForm";
import { ContactList } from "../components/ContactList";
import { Eyebrow } from "../components/Eyebrow";
import { IslandMark } from "../components/IslandMark";
import { MapEmbed, type MapContent } from "../components/MapEmbed";
import { PageHero } from "../components/PageHero";
import { ScheduleCall } from "../components/ScheduleCall";
import { Section } from "../components/Section";
import { sendContactMessage } from "../browser/leads/lazy-submissions";

export interface ContactViewProps {
  /** The page's own content, FAQ included. */
  content: NonNullable<Queries.ContactPageQuery["contactPageJson"]>;
  /** Email, phones, address and hours. */
  contact: Queries.ContactDetailsFieldsFragment;
  /** The scheduler and map addresses. */
  embeds: NonNullable<Queries.ContactPageQuery["embedsJson"]>;
  /** The contact form's words. */
  forms: NonNullable<Queries.ContactPageQuery["formsJson"]>;
  /** The FAQ answers open when the page is first drawn, by id (stories start there); none. */
  faqDefaultOpen?: readonly string[];
}

const DETAILS_HEADING_ID = "contact-details-heading";

/**
 * The contact page: details and scheduler beside the message form, then the map and the FAQ. The
 * form and the map are islands of a kept page (src/lib/kept-pages.ts); the FAQ answers from DOM
 * code.
 */
export function ContactView({ content, contact, embeds, forms, faqDefaultOpen }: ContactViewProps) {
  const { detailsSection } = content;
  const form: ContactFormContent = {
    copy: forms.contactForm,
    notices: forms.notices,
    requiredText: forms.requiredText,
    contactEmail: contact.email,
  };
  const map: MapContent = { map: embeds.map, frame: embeds.frame };
  return (
    <>
      <PageHero content={content.hero} />
      <Container py={{ base: "12", md: "16" }}>
        <Grid templateColumns={{ base: "1fr", lg: "5fr 7fr" }} gap={{ base: "12", lg: "16" }}>
          <Box as="section" aria-labelledby={DETAILS_HEADING_ID}>
            {detailsSection.eyebrow && <Eyebrow mb="2">{detailsSection.eyebrow}</Eyebrow>}
            <Heading as="h2" size="xl" id={DETAILS_HEADING_ID}>
              {detailsSection.heading}
            </Heading>
            {detailsSection.intro && (
              <Text mt="3" color="fg.muted">
                {detailsSection.intro}
              </Text>
            )}
            <Box mt="6" fontSize="md">
              <ContactList contact={contact} />
            </Box>
            <Box mt="8">
              <ScheduleCall scheduler={embeds.scheduler} text={content.schedulerText} />
            </Box>
          </Box>
          <Box
            as="section"
            aria-label={forms.contactForm.heading}
            p={{ base: "6", md: "8" }}
            borderWidth="1px"
            borderColor="border"
            borderRadius="2xl"
            boxShadow="sm"
          >
            <IslandMark name="contact-form" props={form}>
              <ContactForm {...form} submit={sendContactMessage} />
            </IslandMark>
          </Box>
        </Grid>
      </Container>
      <Section id="map" copy={content.mapSection} tone="subtle">
        <IslandMark name="map" props={map}>
          <MapEmbed {...map} />
        </IslandMark>
      </Section>
      <Section id="faq" copy={content.faqSection} maxW="4xl">
        <Accordion
          id="faq"
          defaultOpen={faqDefaultOpen}
          items={content.faq.map((item) => ({
            id: item.id,
            title: item.question,
            content: <Text>{item.answer}</Text>,
          }))}
        />
      </Section>
    </>
  );
}
