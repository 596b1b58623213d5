// The site as an installable web app: its icons (committed under static/, rendered from
// static/favicon.svg by scripts/render-share-images.mjs) and its manifest.

export interface AppIcon {
  src: string;
  size: number;
  purpose: "any" | "maskable";
}

export const FAVICON_ICO = "/favicon.ico";
export const APPLE_TOUCH_ICON: AppIcon = {
  src: "/apple-touch-icon.png",
  size: 180,
  purpose: "any",
};
export const MANIFEST_ICONS: readonly AppIcon[] = [
  { src: "/icons/icon-192.png", size: 192, purpose: "any" },
  { src: "/icons/icon-512.png", size: 512, purpose: "any" },
  { src: "/icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
];
/** The tab's icon, and a large one for screens that show it bigger. */
export const FAVICONS: readonly AppIcon[] = [
  { src: "/icons/favicon-32.png", size: 32, purpose: "any" },
  MANIFEST_ICONS[0],
];
/** The square logo named in the organisation's structured data. */
export const LOGO = MANIFEST_ICONS[1];
export const MANIFEST_PATH = "/manifest.webmanifest";

// The theme's brand.600 and bg (white), written out rather than imported: the theme would load
// Chakra into gatsby-config. tests/unit/seo-web-app.test.ts holds them equal to the tokens.
export const THEME_COLOUR = "#5a40e6";
export const BACKGROUND_COLOUR = "#ffffff";

export interface WebManifestInput {
  name: string;
  shortName: string;
  description: string;
  lang: string;
  themeColour: string;
  backgroundColour: string;
}

export function buildWebManifest(input: WebManifestInput) {
  return {
    name: input.name,
    short_name: input.shortName,
    description: input.description,
    lang: input.lang,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: input.themeColour,
    background_color: input.backgroundColour,
    icons: MANIFEST_ICONS.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
