import { Box, chakra, Flex, Heading, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useFormSubmission } from "../hooks/use-form-submission";
import { track } from "../browser/analytics/track";
import { validateEmailOnly, type EmailOnly } from "../lib/leads/fields";
import type { LeadResult } from "../lib/leads/result";
import { STRATEGY_CALL_ID } from "../lib/leads/form-ids";
import { Button } from "./Button";
import { EmailField } from "./EmailField";
import { FormFooter } from "./FormFooter";
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
}: ExitIntentPopupProps) {
  const [choice, setChoice] = useState("");
  const { values, errors, setField, submitting, status, result, formProps } =
    useFormSubmission<EmailOnly>({
      formId: "exit-popup",
      initial: { email: "" },
      validate: validateEmailOnly,
      submit: (values) => submit(values.email.trim(), choice),
    });

  useEffect(() => {
    if ((status === "success" || status === "queued") && result) onDone(result, choice);
  }, [status, result, choice, onDone]);

  // Only a lead that reached the server counts as a conversion, not one still queued.
  useEffect(() => {
    if (status !== "success") return;
    track("generate_lead", { event_category: "form_submission", event_label: "exit_intent_popup" });
    track("lead_conversion", { source: "exit_intent_popup" });
  }, [status]);

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
        <chakra.form {...formProps} mt="5">
          <chakra.fieldset border="0" p="0" m="0">
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
          {choice && (
            <Box mt="4">
              <EmailField
                label={copy.emailLabel}
                required
                placeholder={copy.placeholder}
                value={values.email}
                disabled={submitting}
                problem={errors.email}
                onChange={(email) => setField("email", email)}
              />
              <FormFooter
                formId="exit-popup"
                notices={notices}
                contactEmail={contactEmail}
                failed={status === "failed"}
                detail={result?.message}
              >
                <Button
                  type="submit"
                  width="full"
                  mt="3"
                  disabled={submitting || !choice || !values.email.trim()}
                >
                  {submitting ? copy.submitting : strategyCall ? copy.callButton : copy.button}
                </Button>
              </FormFooter>
            </Box>
          )}
        </chakra.form>
      </Box>
    </Modal>
  );
}

export default ExitIntentPopup;
