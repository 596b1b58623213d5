import { graphql } from "gatsby";

// Field lists more than one query asks for; Gatsby makes fragments available to every query.
export const contentFragments = graphql`
  fragment FormNoticesFields on FormNotices {
    failureTitle
    failureText
    emailPrompt
    queuedTitle
    queuedText
  }
  fragment NewsletterCopyFields on FooterNewsletter {
    heading
    text
    label
    placeholder
    button
    submitting
    successTitle
    successText
  }
  fragment LeadMagnetFields on LeadMagnet {
    id
    title
    description
    format
    value
    downloads
    features
  }
`;
