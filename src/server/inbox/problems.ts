/** The inbox's refusals, in the product's { error, hint } words. */
export const INBOX_PROBLEMS = {
  signedOut: {
    error: "You are not signed in",
    hint: "Sign in again: sessions end after an hour without use, and 12 hours after sign-in",
  },
  forged: {
    error: "Request refused",
    hint: "Reload the inbox and try again: the request did not come from the inbox page itself",
  },
  ownerOnly: { error: "Only the owner can do this", hint: "Ask the studio's owner" },
  badLink: {
    error: "This link has expired or was already used",
    hint: "Ask for a new sign-in link: each works once, for 15 minutes",
  },
  badInvite: {
    error: "This invitation has expired or was already used",
    hint: "Ask the owner to invite you again",
  },
  passkeyRefused: {
    error: "That passkey did not sign you in",
    hint: "Try again, or ask for a sign-in link by email",
  },
  passkeyNotKept: {
    error: "The passkey could not be checked",
    hint: "Try again: the prompt lasts 5 minutes",
  },
  noLead: { error: "No such lead", hint: "It may have been erased" },
  noMember: { error: "No such member", hint: "They may have been removed already" },
  lastOwner: {
    error: "The last owner cannot be removed",
    hint: "Invite another owner from the command line first",
  },
  storeDown: {
    error: "The inbox cannot reach its database just now",
    hint: "Try again in a moment",
  },
  noRoute: {
    error: "No such address in the inbox's API",
    hint: "Use the inbox page, which knows its addresses",
  },
  headRefused: { error: "Method not allowed", hint: "Read the inbox's API with GET" },
  alreadyMember: {
    error: "This address already has a passkey",
    hint: "They sign in with it, or with an emailed link, and can add a passkey from there",
  },
  noPasskey: { error: "No such passkey", hint: "It may have been removed already" },
  lastPasskey: {
    error: "Your last passkey cannot be removed",
    hint: "Add a passkey on another device first, then remove this one",
  },
  notRetriable: {
    error: "Nothing to retry",
    hint: "Only a delivery that failed or was refused can be sent again",
  },
} as const;
