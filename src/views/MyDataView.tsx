import { Box, chakra, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Fragment, type ReactNode } from "react";
import { Button } from "../components/Button";
import { FormField } from "../components/FormField";
import { TextInput } from "../components/TextInput";
import {
  MY_DATA_CONFIRM_FIELD,
  MY_DATA_CONFIRM_VALUE,
  MY_DATA_EMAIL_FIELD,
  MY_DATA_ENDPOINT,
  MY_DATA_ERASE_ENDPOINT,
  MY_DATA_EXPORT_ENDPOINT,
  MY_DATA_TOKEN_FIELD,
} from "../lib/leads/my-data";
import { ThankYouView, type ThankYouLink } from "./ThankYouView";

/** The form that asks for an address. */
export interface MyDataAskForm {
  /** The email field's label. */
  label: string;
  /** The button that sends the form. */
  button: string;
}

/** The line that says whose data the page is for. */
export interface MyDataAddress {
  /** The line, with `{email}` where the address goes. */
  text: string;
  /** Shown where the address goes until the server puts the visitor's address there. */
  placeholder: string;
}

/** One of the two things the visitor can do with their data. */
export interface MyDataAction {
  /** The section's heading. */
  heading: string;
  /** What it does, in a sentence or two. */
  text: string;
  /** The button that does it. */
  button: string;
}

/** The erase section: an action that needs a confirmation first. */
export interface MyDataErase extends MyDataAction {
  /** The label of the box the visitor must tick before erasing. */
  confirm: string;
}

export interface MyDataPage {
  /** The page's heading. */
  title: string;
  /** What the page is for, or what happened, in a sentence or two. */
  text: string;
  /** The form that asks for an address; only the first page has one. */
  form?: MyDataAskForm;
  /** Whose data it is; only the page the emailed link opens has it. */
  address?: MyDataAddress;
  /** Downloading a copy; only the page the emailed link opens has it. */
  download?: MyDataAction;
  /** Erasing it all; only the page the emailed link opens has it. */
  erase?: MyDataErase;
  /** Where to go on; the pages with forms have none. */
  links?: readonly ThankYouLink[];
}

export interface MyDataViewProps {
  /** The short word above the title ("Your data"). */
  eyebrow: string;
  /** The state's words: asking, sent, the data's own page, erased, or a link that does not work. */
  page: MyDataPage;
}

const EMAIL_TOKEN = "{email}";

/** The address line: the server puts the visitor's address in the marked element. */
function AddressLine({ address }: { address: MyDataAddress }) {
  const parts = address.text.split(EMAIL_TOKEN);
  return (
    <Text mt="4" fontSize="lg">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 && (
            <chakra.strong data-my-data-email="" fontWeight="semibold" overflowWrap="anywhere">
              {address.placeholder}
            </chakra.strong>
          )}
        </Fragment>
      ))}
    </Text>
  );
}

/** The token's field, which the server fills with the emailed link's token. */
function TokenInput() {
  return <input type="hidden" name={MY_DATA_TOKEN_FIELD} defaultValue="" />;
}

/** A section of the link's page: its heading, what it does, and its form. */
function ActionSection({
  id,
  action,
  children,
}: {
  id: string;
  action: MyDataAction;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={id}
      p={{ base: "6", md: "8" }}
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      bg="bg"
    >
      <Heading as="h2" size="lg" id={id}>
        {action.heading}
      </Heading>
      <Text mt="2" color="fg.muted">
        {action.text}
      </Text>
      {children}
    </Box>
  );
}

/**
 * A visitor's own way to their data (/privacy/my-data): the form that asks for their address,
 * the page that says the email is on its way, the page the emailed link opens, with a download
 * and an erasure, and what follows. Every form is a plain post that works without scripts; on
 * the link's page the server fills in the token and the address, and takes the scripts out.
 */
export function MyDataView({ eyebrow, page }: MyDataViewProps) {
  const { form, address, download, erase } = page;
  return (
    <ThankYouView eyebrow={eyebrow} page={page} links={page.links ?? []}>
      {address && <AddressLine address={address} />}
      {form && (
        <chakra.form
          method="post"
          action={MY_DATA_ENDPOINT}
          mt="8"
          maxW="lg"
          mx="auto"
          textAlign="start"
        >
          <FormField name={MY_DATA_EMAIL_FIELD} label={form.label} required>
            {(control) => (
              <Flex direction={{ base: "column", sm: "row" }} gap="2">
                <TextInput {...control} type="email" autoComplete="email" size="lg" />
                <Button type="submit" size="lg" flexShrink={0} trackingLabel="my-data-ask">
                  {form.button}
                </Button>
              </Flex>
            )}
          </FormField>
        </chakra.form>
      )}
      {(download ?? erase) && (
        <Stack gap="6" mt="10" textAlign="start">
          {download && (
            <ActionSection id="my-data-download" action={download}>
              <chakra.form method="post" action={MY_DATA_EXPORT_ENDPOINT} mt="6">
                <TokenInput />
                <Button type="submit" size="lg" trackingLabel="my-data-export">
                  {download.button}
                </Button>
              </chakra.form>
            </ActionSection>
          )}
          {erase && (
            <ActionSection id="my-data-erase" action={erase}>
              <chakra.form method="post" action={MY_DATA_ERASE_ENDPOINT} mt="6">
                <TokenInput />
                <chakra.label display="flex" alignItems="flex-start" gap="3" fontWeight="medium">
                  <chakra.input
                    type="checkbox"
                    name={MY_DATA_CONFIRM_FIELD}
                    value={MY_DATA_CONFIRM_VALUE}
                    required
                    boxSize="5"
                    mt="0.5"
                    flexShrink={0}
                    accentColor="danger.700"
                    focusVisibleRing="outside"
                  />
                  {erase.confirm}
                </chakra.label>
                <Button
                  type="submit"
                  size="lg"
                  variant="outline"
                  color="fg.error"
                  borderColor="border.error"
                  _hover={{ bg: "danger.50" }}
                  mt="6"
                  trackingLabel="my-data-erase"
                >
                  {erase.button}
                </Button>
              </chakra.form>
            </ActionSection>
          )}
        </Stack>
      )}
    </ThankYouView>
  );
}
