import { graphql } from "gatsby";

// Field lists more than one query asks for; Gatsby makes fragments available to every query.
export const contentFragments = graphql`
  fragment FormNoticesFields on FormNotices {
    failureTitle
    failureText
    emailPrompt
    queuedTitle
    queuedText
    busyText
    confirmSubscription
    confirmWithResource
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
  fragment PageMetaFields on PageMeta {
    title
    description
    keywords
  }
  fragment HeroFields on HeroCopy {
    eyebrow
    heading
    intro
    actions {
      label
      to
      variant
    }
  }
  fragment SectionCopyFields on SectionCopy {
    eyebrow
    heading
    intro
  }
  fragment StatFields on Stat {
    value
    label
  }
  fragment CallToActionFields on CallToActionCopy {
    heading
    text
    actions {
      label
      to
      variant
    }
  }
  fragment LeadFormCopyFields on LeadFormCopy {
    heading
    text
    nameLabel
    emailLabel
    companyLabel
    interestLabel
    interestPlaceholder
    interestOptions {
      value
      label
    }
    messageLabel
    messagePlaceholder
    button
    submitting
    successTitle
    successText
  }
  fragment ContactFormCopyFields on ContactFormCopy {
    heading
    text
    nameLabel
    emailLabel
    phoneLabel
    websiteLabel
    websitePlaceholder
    websiteHint
    subjectLabel
    messageLabel
    budgetLabel
    budgetPlaceholder
    howHeardLabel
    howHeardPlaceholder
    button
    submitting
    successTitle
    successText
    again
  }
  fragment SidebarMagnetCopyFields on SidebarMagnetCopy {
    eyebrow
    valueLabel
    downloadsLabel
    featuresHeading
    showMore
    showLess
    emailLabel
    placeholder
    button
    submitting
    successTitle
    successText
    readNow
    privacy
  }
`;
