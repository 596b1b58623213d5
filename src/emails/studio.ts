import contact from "../../content/data/contact.json";
import embeds from "../../content/data/embeds.json";
import site from "../../content/site.json";
import { palette as colors } from "../theme/tokens/palette";

/** Who sends every email, from content and the theme, as on the site. */
export interface Studio {
  name: string;
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  email: string;
  phones: readonly { label: string; display: string; tel: string }[];
  address: string;
  hours: string;
  schedule: { label: string; url: string };
  colours: {
    brand: string;
    brandDark: string;
    ink: string;
    muted: string;
    wash: string;
    line: string;
  };
}

export function studioDetails(siteUrl: string = site.defaultSiteUrl): Studio {
  const { street, locality, postcode, region } = contact.address;
  return {
    name: site.title,
    siteUrl: siteUrl.replace(/\/+$/, ""),
    email: contact.email,
    phones: contact.phones,
    address: `${street}, ${locality} ${postcode}, ${region}`,
    hours: contact.hours.map(({ days, time }) => `${days}: ${time}`).join("; "),
    schedule: { label: embeds.scheduler.label, url: embeds.scheduler.url },
    colours: {
      brand: colors.brand[600].value,
      brandDark: colors.brand[900].value,
      ink: colors.ink[900].value,
      muted: colors.ink[600].value,
      wash: colors.ink[50].value,
      line: colors.ink[200].value,
    },
  };
}

/** The site's host name, for a footer: "www.scalewise.studio". */
export const siteHost = (studio: Studio): string => new URL(studio.siteUrl).host;
