import { Box, chakra } from "@chakra-ui/react";
import { Button } from "../components/Button";
import { UNSUBSCRIBE_ENDPOINT, UNSUBSCRIBE_TOKEN_FIELD } from "../lib/leads/unsubscribe";
import { ThankYouView, type ThankYouLink } from "./ThankYouView";

export interface UnsubscribePage {
  /** The page's heading. */
  title: string;
  /** What happens, or happened, in a sentence or two. */
  text: string;
  /** The button that unsubscribes; only the page that asks has one. */
  button?: string;
}

export interface UnsubscribeViewProps {
  /** The short word above the title ("Email preferences"). */
  eyebrow: string;
  /** The state's words: asking, done, or a link that does not work. */
  page: UnsubscribePage;
  /** Where to go on once it is done; the page that asks shows none. */
  links: readonly ThankYouLink[];
}

/**
 * Where an email's unsubscribe link opens: the question and one button, a plain form that works
 * without scripts (the server fills in the link's token), then what happened.
 */
export function UnsubscribeView({ eyebrow, page, links }: UnsubscribeViewProps) {
  return (
    <ThankYouView eyebrow={eyebrow} page={page} links={page.button ? [] : links}>
      {page.button && (
        <chakra.form method="post" action={UNSUBSCRIBE_ENDPOINT} mt="8">
          <input type="hidden" name={UNSUBSCRIBE_TOKEN_FIELD} defaultValue="" />
          <Box>
            <Button type="submit" size="lg" trackingLabel="unsubscribe">
              {page.button}
            </Button>
          </Box>
        </chakra.form>
      )}
    </ThankYouView>
  );
}
