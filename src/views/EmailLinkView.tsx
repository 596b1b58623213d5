import { Box, chakra } from "@chakra-ui/react";
import { Button } from "../components/Button";
import { ThankYouView, type ThankYouLink } from "./ThankYouView";

export interface EmailLinkPage {
  /** The page's heading. */
  title: string;
  /** What happens, or happened, in a sentence or two. */
  text: string;
  /** The button that does what the link is for; only the page that asks has one. */
  button?: string;
}

export interface EmailLinkViewProps {
  /** The short word above the title ("Email preferences", "Your subscription"). */
  eyebrow: string;
  /** The state's words: asking, done, or a link that does not work. */
  page: EmailLinkPage;
  /** Where to go on once it is done; the page that asks shows none. */
  links: readonly ThankYouLink[];
  /** The endpoint the button's form posts the token to (`UNSUBSCRIBE_ENDPOINT`, `CONFIRM_ENDPOINT`). */
  action: string;
  /** The name of the form's hidden field that the server fills with the link's token. */
  tokenField: string;
  /** The button's name in analytics (`button_click`'s `event_label`). */
  trackingLabel: string;
}

/**
 * Where a link in one of our emails opens (unsubscribing, confirming a subscription): the
 * question and one button, a plain form that works without scripts (the server fills in the
 * link's token and takes the scripts out), then what happened. Opening the link changes nothing,
 * as mail scanners follow links; only the button does.
 */
export function EmailLinkView({
  eyebrow,
  page,
  links,
  action,
  tokenField,
  trackingLabel,
}: EmailLinkViewProps) {
  return (
    <ThankYouView eyebrow={eyebrow} page={page} links={page.button ? [] : links}>
      {page.button && (
        <chakra.form method="post" action={action} mt="8">
          <input type="hidden" name={tokenField} defaultValue="" />
          <Box>
            <Button type="submit" size="lg" trackingLabel={trackingLabel}>
              {page.button}
            </Button>
          </Box>
        </chakra.form>
      )}
    </ThankYouView>
  );
}
