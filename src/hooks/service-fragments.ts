import { graphql } from "gatsby";

// Field lists both service pages ask for; Gatsby makes fragments available to every query.
export const serviceFragments = graphql`
  fragment ServiceClientStoryFields on ServiceClientStory {
    id
    client
    context
    story
    outcome
  }
`;
