import { Box, Container, Stack } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import site from "../../content/site.json";
import { MAIN_CONTENT_ID, SkipLink } from "../components/SkipLink";
import { INBOX_PATH, type SessionInfo } from "../lib/inbox/api";
import { AddPasskeyPrompt } from "./AddPasskeyPrompt";
import type { InboxClient } from "./api-client";
import { AccountView } from "./AccountView";
import { AuditView } from "./AuditView";
import { HistoryContext, splitHref, useHistory, useHref, type InboxHistory } from "./history";
import { InboxHeader, type InboxSection } from "./InboxHeader";
import { InboxLink } from "./InboxLink";
import { InviteView } from "./InviteView";
import { LeadListView } from "./LeadListView";
import { LeadView } from "./LeadView";
import { LinkSignInView } from "./LinkSignInView";
import { LoadingState } from "./LoadingState";
import { Notice } from "./Notice";
import type { Passkeys } from "./passkeys";
import { ProblemNotice } from "./ProblemNotice";
import { routeOf, type InboxRoute } from "./routes";
import type { SaveFile } from "./save-file";
import { SignInView, type SignedOutReason, type SignInViewProps } from "./SignInView";
import { TeamView } from "./TeamView";
import { useAction } from "./use-action";
import { useLoad } from "./use-load";
import type { DevicePasskeys } from "./device-passkeys";
import { ViewHeading } from "./ViewHeading";

export interface InboxAppProps {
  /** The inbox's API (the browser's fetch on the page; canned answers in a story). */
  client: InboxClient;
  /** The browser's passkey prompts. */
  passkeys: Passkeys;
  /** Where the inbox is and how it moves: the browser's history on the page. */
  history: InboxHistory;
  /** Hands a person's export to the browser's downloads. */
  saveFile?: SaveFile;
  /** Which passkeys this device holds, as far as it remembers (device-passkeys.ts). */
  device: DevicePasskeys;
  /** How sign-in opens when nobody is signed in: why, and a state (stories start there). */
  signIn?: Pick<SignInViewProps, "reason" | "start">;
  /** Opens as just after a passkey was added: said, focus left alone (stories start there). */
  initialPasskeyAdded?: boolean;
}

type Session =
  | { status: "loading" }
  | { status: "unreachable"; error: unknown }
  | { status: "signed-out"; reason?: SignedOutReason }
  /** passkeyAddedAt: where a passkey was just added; the notice that says so stays there. */
  | { status: "signed-in"; session: SessionInfo; passkeyAddedAt?: string };

const SECTION_OF: Partial<Record<InboxRoute["view"], InboxSection>> = {
  leads: "leads",
  lead: "leads",
  team: "team",
  audit: "audit",
  account: "account",
};

/** Who is signed in, as the inbox's state: signed in, signed out, or the server out of reach. */
const sessionState = (client: InboxClient, passkeyAddedAt?: string): Promise<Session> =>
  client.session().then(
    (session): Session =>
      session ? { status: "signed-in", session, passkeyAddedAt } : { status: "signed-out" },
    (error: unknown): Session => ({ status: "unreachable", error }),
  );

function NotFound() {
  return (
    <Stack gap="4">
      <ViewHeading title="Not found">There is nothing here</ViewHeading>
      <InboxLink href={INBOX_PATH} variant="underline" alignSelf="flex-start">
        Go to the leads
      </InboxLink>
    </Stack>
  );
}

function Inbox({
  client,
  passkeys,
  saveFile,
  device,
  signIn,
  initialPasskeyAdded,
}: Omit<InboxAppProps, "history">) {
  const history = useHistory();
  const href = useHref();
  const route = routeOf(href);
  const [state, setState] = useState<Session>({ status: "loading" });
  const openedAdded = useRef(initialPasskeyAdded ? href : undefined);

  useEffect(() => {
    let live = true;
    void sessionState(client, openedAdded.current).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [client]);
  const readSession = async (passkeyAddedAt?: string) => {
    setState(await sessionState(client, passkeyAddedAt));
  };
  // Any request refused with 401 while signed in: the session ended (idle, or signed out on
  // another device). Sign-in is shown where the owner was; signing in again brings the view back.
  useEffect(
    () => client.onSessionEnded(() => setState({ status: "signed-out", reason: "expired" })),
    [client],
  );

  const signedIn = () => {
    setState({ status: "loading" });
    void readSession();
  };
  const signOut = useAction(async (everywhere: boolean) => {
    await (everywhere ? client.signOutEverywhere() : client.signOut());
    setState({ status: "signed-out", reason: everywhere ? "signed-out-everywhere" : "signed-out" });
  });

  // A new view (or signing in or out) takes focus to its heading, as a page load would be read
  // from the top; the first one does not, as nothing has moved yet.
  const { pathname } = splitHref(href);
  const shown = state.status === "loading" ? null : `${state.status}${pathname}`;
  const main = useRef<HTMLDivElement>(null);
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    if (shown === null || shown === lastShown.current) return;
    const first = lastShown.current === null;
    lastShown.current = shown;
    if (first) return;
    window.scrollTo(0, 0);
    main.current?.querySelector("h1")?.focus();
  }, [shown]);

  const session = state.status === "signed-in" ? state.session : null;
  let view;
  if (route.view === "link") {
    view = (
      <LinkSignInView
        client={client}
        token={route.token}
        onSignedIn={() => {
          history.replace(INBOX_PATH);
          signedIn();
        }}
      />
    );
  } else if (route.view === "invite") {
    view = (
      <InviteView
        client={client}
        passkeys={passkeys}
        token={route.token}
        onSignedIn={() => {
          history.replace(INBOX_PATH);
          signedIn();
        }}
      />
    );
  } else if (state.status === "loading") {
    view = <LoadingState label="Opening the inbox…" />;
  } else if (state.status === "unreachable") {
    view = (
      <Stack gap="6" maxW="xl">
        <ViewHeading title="Cannot connect">The inbox cannot connect</ViewHeading>
        <ProblemNotice error={state.error} onRetry={signedIn} />
      </Stack>
    );
  } else if (state.status === "signed-out") {
    view = (
      <SignInView
        client={client}
        passkeys={passkeys}
        onSignedIn={signedIn}
        {...(state.reason ? { reason: state.reason } : signIn)}
      />
    );
  } else if (route.view === "leads" && session) {
    view = <LeadListView client={client} me={session.user.id} />;
  } else if (route.view === "lead" && session) {
    view = (
      <LeadView
        key={route.id}
        client={client}
        id={route.id}
        search={route.search}
        me={session.user.id}
        saveFile={saveFile}
      />
    );
  } else if (route.view === "account" && session) {
    view = (
      <AccountView
        client={client}
        passkeys={passkeys}
        device={device}
        session={session}
        onChanged={() => void readSession()}
      />
    );
  } else if (route.view === "team" && session) {
    view = <TeamView client={client} session={session} />;
  } else if (route.view === "audit") {
    view = <AuditView client={client} page={route.page} />;
  } else {
    view = <NotFound />;
  }

  // After a link sign-in on a device that holds none of the account's passkeys, one is offered.
  const known = session ? `${session.user.id}:${session.passkeys}` : "signed-out";
  const { data: heldHere } = useLoad(known, async () =>
    session && session.passkeys > 0
      ? (await client.passkeys()).some((passkey) => device.has(passkey.id))
      : false,
  );
  const passkeyOffer =
    session !== null && route.view !== "invite" && (session.passkeys === 0 || heldHere === false);
  return (
    <Box minH="100vh" bg="bg.subtle">
      <SkipLink />
      <InboxHeader
        siteTitle={site.title}
        session={session}
        current={session ? SECTION_OF[route.view] : undefined}
        onSignOut={() => void signOut.run(false)}
        onSignOutEverywhere={() => void signOut.run(true)}
      />
      {passkeyOffer && (
        <AddPasskeyPrompt
          client={client}
          passkeys={passkeys}
          elsewhere={session.passkeys > 0}
          onAdded={() => void readSession(href)}
        />
      )}
      <Container
        as="main"
        ref={main}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        py={{ base: "6", md: "10" }}
        _focus={{ outline: "none" }}
      >
        <Stack gap="6">
          {signOut.state.status === "failed" && <ProblemNotice error={signOut.state.error} />}
          {state.status === "signed-in" && state.passkeyAddedAt === href && (
            <Notice
              tone="done"
              takeFocus={!initialPasskeyAdded}
              title="Passkey added"
              text="Next time, sign in with it: no email needed."
            />
          )}
          {view}
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * The owner's inbox, whole: it reads the session, then shows sign-in, or the header and the view
 * the address names (the leads, a lead, the team, the audit trail), or the pages an emailed link
 * or an invitation opens. A session that ends while it is open brings sign-in back in place, and
 * signing in again returns to the same view. Its router is the history it is given.
 */
export function InboxApp({ history, ...rest }: InboxAppProps) {
  return (
    <HistoryContext.Provider value={history}>
      <Inbox {...rest} />
    </HistoryContext.Provider>
  );
}
