// Code that Gatsby's query compiler never sees, such as a plugin's gatsby-node, cannot spread a
// fragment defined in src: it reads the fragment's text from that module instead of copying it.

/** The text of each graphql`...` template in a module's source, in order. */
export function graphqlTemplates(source: string): string[] {
  return [...source.matchAll(/\bgraphql`([^`]*)`/g)].map((match) => match[1]);
}
