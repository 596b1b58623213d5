import site from "../../content/site.json";
import { colors } from "../../src/theme/tokens/colors";
import { semanticColors } from "../../src/theme/semantic-tokens/colors";
import {
  BACKGROUND_COLOUR,
  MANIFEST_ICONS,
  THEME_COLOUR,
  buildWebManifest,
} from "../../src/lib/web-app";

describe("the web app's colours", () => {
  it("are the theme's brand.600 and its white background", () => {
    expect(THEME_COLOUR).toBe(colors.brand[600].value);
    expect(semanticColors.bg.DEFAULT.value).toBe("white");
    expect(BACKGROUND_COLOUR).toBe("#ffffff");
  });
});

describe("buildWebManifest", () => {
  const manifest = buildWebManifest({
    name: site.title,
    shortName: site.shortName,
    description: site.description,
    lang: site.lang,
    themeColour: THEME_COLOUR,
    backgroundColour: BACKGROUND_COLOUR,
  });

  it("names the site, starts at the home page and opens standalone", () => {
    expect(manifest).toMatchObject({
      name: "Scalewise Studio",
      short_name: "Scalewise",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#5a40e6",
      background_color: "#ffffff",
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it("offers 192 and 512 pixel icons and a maskable one", () => {
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    expect(manifest.icons.map((icon) => icon.src)).toEqual(MANIFEST_ICONS.map((icon) => icon.src));
  });
});
