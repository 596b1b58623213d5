import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { track } from "../browser/analytics/track";
import type { FormStart } from "../hooks/use-form-submission";
import type { EmailOnly } from "../lib/leads/fields";
import { resourcePath } from "../lib/leads/lead-purpose";
import type { LeadResult } from "../lib/leads/result";
import { Button } from "./Button";
import { EmailSignupForm } from "./EmailSignupForm";
import { Icon } from "./Icon";
import { queuedText } from "./queued-text";
import { ResultPanel } from "./ResultPanel";
import { SiteLink } from "./SiteLink";

export interface SidebarLeadMagnetProps {
  /** The guide on offer, from content: title, value, downloads, features. */
  magnet: Queries.LeadMagnet;
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.SidebarMagnetCopy;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Sends the email; stories pass a stand-in. */
  submit: (email: string) => Promise<LeadResult>;
  /** The state it opens in (values, problems, sending or sent); the catalogue shows each so. */
  start?: FormStart<EmailOnly>;
  /** Every feature listed from the start, as after "show more". */
  expandedAtStart?: boolean;
}

/** How many of the guide's features show before the visitor asks for all of them. */
const FEATURES_COLLAPSED = 3;

/** The scaling-guide offer that stays beside the SaaS platforms page as it scrolls. */
export function SidebarLeadMagnet({
  magnet,
  copy,
  notices,
  contactEmail,
  submit,
  start,
  expandedAtStart = false,
}: SidebarLeadMagnetProps) {
  const [expanded, setExpanded] = useState(expandedAtStart);
  const listId = useId();
  const features = expanded ? magnet.features : magnet.features.slice(0, FEATURES_COLLAPSED);

  return (
    <Box
      as="aside"
      aria-labelledby={`${listId}-title`}
      position={{ lg: "sticky" }}
      top={{ lg: "24" }}
      p="6"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="brand.100"
      bg="bg"
      boxShadow="0 12px 32px -16px rgba(33, 24, 76, 0.25)"
    >
      <Text
        fontSize="xs"
        fontWeight="bold"
        letterSpacing="0.08em"
        textTransform="uppercase"
        color="brand.fg"
      >
        {copy.eyebrow} · {magnet.format}
      </Text>
      <Heading as="h2" size="md" mt="2" id={`${listId}-title`}>
        {magnet.title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {magnet.description}
      </Text>
      <Flex gap="4" mt="4" fontSize="sm">
        <Text>
          {copy.valueLabel} <chakra.strong>{magnet.value}</chakra.strong>
        </Text>
        <Text>
          <chakra.strong>{magnet.downloads}</chakra.strong> {copy.downloadsLabel}
        </Text>
      </Flex>
      {/* The sign-up before the features: sticky in a 720-pixel-high window, it stays in view. */}
      <Box mt="5">
        <EmailSignupForm
          formId="scaling-guide"
          label={copy.emailLabel}
          required
          placeholder={copy.placeholder}
          button={copy.button}
          submittingText={copy.submitting}
          notices={notices}
          contactEmail={contactEmail}
          submit={submit}
          start={start}
          onSuccess={() =>
            track("lead_magnet_download", { lead_magnet: magnet.id, source: "sidebar_lead_magnet" })
          }
          outro={
            <Text fontSize="xs" color="fg.muted" mt="2" textAlign="center">
              {copy.privacy}
            </Text>
          }
          done={(sent, result) => (
            <ResultPanel
              pending={!sent}
              title={sent ? copy.successTitle : notices.queuedTitle}
              text={sent ? copy.successText : queuedText(notices, result)}
              // The email with the guide also asks to confirm the subscription (double opt-in).
              note={sent ? notices.confirmWithResource : undefined}
            >
              {/* What was promised, at once: the email carries the same link. */}
              <SiteLink
                to={resourcePath("scaling-guide")}
                display="inline-block"
                mt="3"
                fontWeight="semibold"
              >
                {copy.readNow}
              </SiteLink>
            </ResultPanel>
          )}
        />
      </Box>
      <Heading as="h3" size="xs" mt="5">
        {copy.featuresHeading}
      </Heading>
      <chakra.ul id={listId} listStyleType="none" mt="2" display="grid" gap="2" fontSize="sm">
        {features.map((feature) => (
          <chakra.li key={feature} display="flex" gap="2" alignItems="flex-start">
            <Box color="success.700" mt="0.5">
              <Icon name="check" boxSize="4" />
            </Box>
            {feature}
          </chakra.li>
        ))}
      </chakra.ul>
      {magnet.features.length > FEATURES_COLLAPSED && (
        <Button
          variant="ghost"
          size="sm"
          mt="2"
          px="0"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? copy.showLess : copy.showMore}
        </Button>
      )}
    </Box>
  );
}
