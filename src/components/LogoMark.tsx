import { chakra } from "@chakra-ui/react";

const marks: Record<string, JSX.Element> = {
  circle: <circle cx="12" cy="12" r="8" />,
  triangle: <path d="M12 4 20 19H4z" />,
  square: <rect x="5" y="5" width="14" height="14" rx="3" />,
  diamond: <path d="m12 3 9 9-9 9-9-9z" />,
  ring: <circle cx="12" cy="12" r="7" fill="none" strokeWidth="3" stroke="currentColor" />,
  bars: (
    <>
      <rect x="4" y="12" width="4" height="8" rx="1" />
      <rect x="10" y="8" width="4" height="12" rx="1" />
      <rect x="16" y="4" width="4" height="16" rx="1" />
    </>
  ),
};

/** The little glyph beside a sample logo's name. Decorative. */
export function LogoMark({
  mark,
}: {
  /** Which glyph to draw. */
  mark: string;
}) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="6"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {marks[mark] ?? marks.circle}
    </chakra.svg>
  );
}
