// On a Docs page a story is drawn in the Docs column, about 1,000 px wide: below the desktop
// breakpoint, so a component that changes with the screen (the header, a whole page) would never
// show its desktop form there. A story that asks for it is drawn instead in a frame per screen it
// is checked at, each at the screen's real width, shown smaller: the canvas itself, so what a
// client sees here is what the canvas and the images show.
import type { Decorator } from "@storybook/react-vite";
import { SCREENS, type Screen } from "./screens";
import { modeScreens } from "./story-screens";

/** How much smaller than life a screen is drawn: the desktop's 1,280 px fit the Docs column. */
const SCALE = 0.7;

const NAMES: Record<Screen, string> = { desktop: "Desktop", mobile: "Phone" };

function ScreenFrame({ id, label, screen }: { id: string; label: string; screen: Screen }) {
  const { width, height } = SCREENS[screen];
  const name = `${NAMES[screen]}, ${width} px`;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ font: "600 13px/1.6 sans-serif", marginBottom: 6 }}>{name}</figcaption>
      <div
        style={{
          width: width * SCALE,
          height: height * SCALE,
          overflow: "hidden",
          border: "1px solid #d9d9e3",
          borderRadius: 8,
        }}
      >
        <iframe
          title={`${label} (${name})`}
          src={`iframe.html?id=${encodeURIComponent(id)}&viewMode=story`}
          loading="lazy"
          style={{
            width,
            height,
            border: 0,
            transform: `scale(${SCALE})`,
            transformOrigin: "0 0",
          }}
        />
      </div>
    </figure>
  );
}

/** Draws a story on its Docs page at each of its screens' widths (parameters.screensInDocs). */
export const screensInDocs: Decorator = (Story, { viewMode, parameters, id, title, name }) => {
  if (viewMode !== "docs" || parameters.screensInDocs !== true) return Story();
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 24, alignItems: "flex-start" }}>
      {modeScreens(parameters).map((screen) => (
        <ScreenFrame key={screen} id={id} label={`${title}: ${name}`} screen={screen} />
      ))}
    </div>
  );
};
