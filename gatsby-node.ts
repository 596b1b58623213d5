import { readFileSync, writeFileSync } from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";

// Content types are declared, not inferred: a missing optional field is null, never a build error.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type SiteSiteMetadata {
      title: String!
      description: String!
      siteUrl: String!
      keywords: [String!]!
      locale: String!
      twitter: String
      image: String
      searchUrlTemplate: String!
    }
    type Site implements Node { siteMetadata: SiteSiteMetadata! }

    type NavLink { label: String!, to: String! }
    type NavigationJson implements Node @dontInfer {
      header: [NavLink!]!
      cta: NavLink!
      footerQuick: [NavLink!]!
      footerPortfolio: [NavLink!]!
      legal: [NavLink!]!
    }

    type ContactPhone { region: String!, label: String!, display: String!, tel: String! }
    type ContactAddress {
      street: String!
      locality: String!
      region: String!
      postcode: String!
      country: String!
      countryCode: String!
    }
    type ContactHours { days: String!, time: String! }
    type ContactJson implements Node @dontInfer {
      email: String!
      phones: [ContactPhone!]!
      address: ContactAddress!
      hours: [ContactHours!]!
    }

    type SocialLink { network: String!, label: String!, url: String! }
    type SocialJson implements Node @dontInfer { items: [SocialLink!]! }
    type SampleLogo { name: String!, mark: String! }
    type LogosJson implements Node @dontInfer { items: [SampleLogo!]! }
    type TrustBadge { key: String!, title: String!, detail: String! }
    type TrustBadgesJson implements Node @dontInfer { items: [TrustBadge!]! }

    type FooterNewsletter {
      heading: String!
      text: String!
      label: String!
      placeholder: String!
      button: String!
      submitting: String!
      successTitle: String!
      successText: String!
    }
    type FooterJson implements Node @dontInfer {
      tagline: String!
      logosHeading: String!
      newsletter: FooterNewsletter!
    }

    type FormNotices {
      failureTitle: String!
      failureText: String!
      emailPrompt: String!
      queuedTitle: String!
      queuedText: String!
    }
    type FormOption { value: String!, label: String! }
    type LeadFormCopy {
      heading: String!
      text: String!
      nameLabel: String!
      emailLabel: String!
      companyLabel: String!
      interestLabel: String!
      interestPlaceholder: String!
      interestOptions: [FormOption!]!
      messageLabel: String!
      messagePlaceholder: String!
      button: String!
      submitting: String!
      successTitle: String!
      successText: String!
    }
    type ContactFormCopy {
      heading: String!
      text: String!
      nameLabel: String!
      emailLabel: String!
      phoneLabel: String!
      websiteLabel: String!
      websitePlaceholder: String!
      subjectLabel: String!
      messageLabel: String!
      budgetLabel: String!
      budgetPlaceholder: String!
      howHeardLabel: String!
      howHeardPlaceholder: String!
      button: String!
      submitting: String!
      successTitle: String!
      successText: String!
      again: String!
    }
    type SidebarMagnetCopy {
      eyebrow: String!
      valueLabel: String!
      downloadsLabel: String!
      featuresHeading: String!
      showMore: String!
      showLess: String!
      emailLabel: String!
      placeholder: String!
      button: String!
      submitting: String!
      successTitle: String!
      successText: String!
      privacy: String!
    }
    type ExitPopupCopy {
      heading: String!
      text: String!
      choiceLegend: String!
      emailLabel: String!
      placeholder: String!
      button: String!
      callButton: String!
      submitting: String!
      close: String!
      successText: String!
      callSuccessText: String!
    }
    type FormsJson implements Node @dontInfer {
      requiredText: String!
      notices: FormNotices!
      leadForm: LeadFormCopy!
      contactForm: ContactFormCopy!
      sidebarMagnet: SidebarMagnetCopy!
      blogNewsletter: FooterNewsletter!
      exitPopup: ExitPopupCopy!
    }
    type LeadMagnet {
      id: String!
      title: String!
      description: String!
      format: String!
      value: String!
      downloads: String!
      features: [String!]!
    }
    type LeadMagnetsJson implements Node @dontInfer { items: [LeadMagnet!]! }

    type PageSection { anchor: String!, heading: String!, text: String! }
    type PageAction { label: String!, to: String!, variant: String! }
    type PagesJson implements Node @dontInfer {
      path: String!
      title: String!
      description: String!
      keywords: [String!]!
      eyebrow: String!
      heading: String!
      intro: String!
      actions: [PageAction!]!
      sections: [PageSection!]!
      form: String
    }

    type BlogFrontmatter {
      postId: Int!
      title: String!
      excerpt: String!
      author: String!
      date: Date! @dateformat
      category: String!
      readTime: String!
      image: String!
      tags: [String!]!
      featured: Boolean!
      slug: String
      description: String
      keywords: [String!]
    }
    type MarkdownRemark implements Node @dontInfer { frontmatter: BlogFrontmatter! }
  `);
};

interface IntroPagesQuery {
  allPagesJson: { nodes: { path: string }[] };
}

// Routes whose full page has not been built yet render their intro from content/data/pages.json.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<IntroPagesQuery>(`
    query IntroPages {
      allPagesJson {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load content/data/pages.json", result.errors);
    return;
  }
  const component = path.resolve("src/templates/page-intro.tsx");
  for (const { path: pagePath } of result.data.allPagesJson.nodes) {
    actions.createPage({ path: pagePath, component, context: { pagePath } });
  }
};

// Gatsby's typegen opens the generated types with a bare `/* eslint-disable */` it offers no option
// to change. Once the build is done, the header is given its reason, as the project's rules ask of
// every silenced checker.
const TYPES_FILE = path.resolve("src/gatsby-types.d.ts");
const BARE_HEADER = "/* eslint-disable */";
const TYPES_HEADER =
  "/* eslint-disable -- generated by Gatsby's graphqlTypegen on every build; never edited by hand */";

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const types = readFileSync(TYPES_FILE, "utf8");
  if (types.startsWith(BARE_HEADER)) {
    writeFileSync(TYPES_FILE, TYPES_HEADER + types.slice(BARE_HEADER.length));
  }
};
