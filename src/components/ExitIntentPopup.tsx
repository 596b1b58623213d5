import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { useState } from "react";
import { track } from "../browser/analytics/track";
import type { FormStart } from "../hooks/use-form-submission";
import type { EmailOnly } from "../lib/leads/fields";
import type { LeadResult } from "../lib/leads/result";
import { STRATEGY_CALL_ID } from "../lib/leads/form-ids";
import { EmailSignupForm } from "./EmailSignupForm";
import { Modal } from "./Modal";

export interface ExitIntentPopupProps {
  /** The words it shows, from the site's content (content/data). */
  copy: Queries.ExitPopupCopy;
  /** Wording of the failure notice every form shares (content/data/forms.json). */
  notices: Queries.FormNotices;
  /** The resources the visitor can choose from. */
  magnets: readonly Pick<Queries.LeadMagnet, "id" | "title" | "format">[];
  /** The studio's address, offered in the failure notice as another way to reach it. */
  contactEmail: string;
  /** Sends the email and the chosen resource; stories pass a stand-in. */
  submit: (email: string, choice: string) => Promise<LeadResult>;
  /** Called when the visitor closes the popup. */
  onClose: () => void;
  /** Called once the lead is sent (or queued), so that the popup closes. */
  onDone: (result: LeadResult, choice: string) => void;
  /** The resource chosen from the start (its id); none until the visitor picks one. */
  chosen?: string;
  /** The state it opens in (values, problems, sending or sent); the catalogue shows each so. */
  start?: FormStart<EmailOnly>;
}

/**
 * The exit-intent offer in the site's Modal: the visitor picks a resource first, then gives an
 * email.
 */
export function ExitIntentPopup({
  copy,
  notices,
  magnets,
  contactEmail,
  submit,
  onClose,
  onDone,
  chosen = "",
  start,
}: ExitIntentPopupProps) {
  const [choice, setChoice] = useState(chosen);
  const strategyCall = choice === STRATEGY_CALL_ID;

  return (
    <Modal
      onClose={onClose}
      labelledBy="exit-popup-heading"
      describedBy="exit-popup-text"
      closeLabel={copy.close}
    >
      <Box p={{ base: "6", md: "8" }}>
        <Heading as="h2" size="lg" id="exit-popup-heading" pe="10">
          {copy.heading}
        </Heading>
        <Text id="exit-popup-text" color="fg.muted" mt="2">
          {copy.text}
        </Text>
        <Box mt="5">
          <EmailSignupForm
            formId="exit-popup"
            label={copy.emailLabel}
            required
            placeholder={copy.placeholder}
            button={strategyCall ? copy.callButton : copy.button}
            submittingText={copy.submitting}
            notices={notices}
            contactEmail={contactEmail}
            submit={(email) => submit(email, choice)}
            // Only a lead that reached the server counts as a conversion, not one still queued.
            onSuccess={() => {
              track("generate_lead", {
                event_category: "form_submission",
                event_label: "exit_intent_popup",
              });
              track("lead_conversion", { source: "exit_intent_popup" });
            }}
            onDone={(result) => onDone(result, choice)}
            start={start}
            emailShown={choice !== ""}
            intro={
              <chakra.fieldset border="0" p="0" m="0" mb={choice ? "4" : "0"}>
                <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
                  {copy.choiceLegend}
                </chakra.legend>
                <Flex direction="column" gap="2">
                  {magnets.map((magnet) => (
                    <chakra.label
                      key={magnet.id}
                      display="flex"
                      gap="3"
                      alignItems="flex-start"
                      p="3"
                      borderWidth="1px"
                      borderRadius="lg"
                      cursor="pointer"
                      borderColor={choice === magnet.id ? "brand.600" : "border"}
                      bg={choice === magnet.id ? "brand.50" : "bg"}
                      _focusWithin={{ outline: "2px solid", outlineColor: "brand.500" }}
                    >
                      <chakra.input
                        type="radio"
                        name="resource"
                        value={magnet.id}
                        checked={choice === magnet.id}
                        onChange={() => setChoice(magnet.id)}
                        mt="1"
                        accentColor="brand.600"
                      />
                      <Box>
                        <Text fontWeight="semibold">{magnet.title}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {magnet.format}
                        </Text>
                      </Box>
                    </chakra.label>
                  ))}
                </Flex>
              </chakra.fieldset>
            }
          />
        </Box>
      </Box>
    </Modal>
  );
}
