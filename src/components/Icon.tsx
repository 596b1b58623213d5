import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { iconSymbolId, type IconName } from "./icon-names";

export { ICON_NAMES, isIconName, type IconName } from "./icon-names";

type IconProps = Omit<HTMLChakraProps<"svg">, "name"> & {
  /** Which icon of the sprite (see Foundations/Icons). */
  name: IconName;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
};

/** A line icon from the page's SVG sprite (IconSprite), drawn in the current text colour. */
export function Icon({ name, label, boxSize = "5", ...rest }: IconProps) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      boxSize={boxSize}
      flexShrink={0}
      focusable="false"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...rest}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </chakra.svg>
  );
}
