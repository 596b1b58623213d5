import { graphql } from "gatsby";

// Field lists the company pages share with each other or with the site's chrome.
export const companyFragments = graphql`
  fragment ContactDetailsFields on ContactJson {
    email
    phones {
      region
      label
      display
      tel
    }
    address {
      street
      locality
      region
      postcode
      country
      countryCode
    }
    hours {
      days
      time
    }
  }
  fragment LegalDocumentFields on LegalDocument {
    meta {
      ...PageMetaFields
    }
    hero {
      ...HeroFields
    }
    updated
    sections {
      id
      heading
      paragraphs
      items
    }
  }
`;
