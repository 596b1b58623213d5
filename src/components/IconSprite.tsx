import { ICON_NAMES, iconSymbolId } from "./icon-names";
import { ICON_SHAPES } from "./icon-shapes";

/**
 * Every icon's shape, once per page, for <Icon> to reference. Gatsby writes it into the HTML at
 * build time (gatsby-ssr) and never hydrates it, so the path data is not shipped as JavaScript.
 */
export function IconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: "absolute", width: 0, height: 0, overflow: "hidden" }}
    >
      {ICON_NAMES.map((name) => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
          {ICON_SHAPES[name]}
        </symbol>
      ))}
    </svg>
  );
}
