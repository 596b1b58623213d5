// @ts-check
// The characters of the core Latin Inter face: what the site's words are written in. The face is
// fetched by every page; Inter's full Latin face (fontsource's) stays declared for any other
// Latin character and is only fetched by a page that uses one. Each of these is inside the full
// face's unicode-range, so no character changes face, only file.

/** @type {(first: number, last: number) => number[]} */
const range = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/** Code points, ascending: printable ASCII, then the symbols and punctuation the copy uses. */
export const CORE_CODE_POINTS = Object.freeze([
  ...range(0x20, 0x7e),
  0xa0, // no-break space
  0xa3, // £
  0xa7, // §
  0xa9, // ©
  0xae, // ®
  0xb0, // °
  0xb7, // ·
  0xd7, // ×
  0xf7, // ÷
  0x2013, // –
  0x2014, // —
  0x2018, // ‘
  0x2019, // ’
  0x201c, // “
  0x201d, // ”
  0x2022, // •
  0x2026, // …
  0x20ac, // €
  0x2122, // ™
  0x2212, // −
]);

/**
 * The code points as a CSS unicode-range value (runs of consecutive points joined).
 * @param {readonly number[]} codePoints
 */
export function unicodeRange(codePoints) {
  const hex = (/** @type {number} */ point) => `U+${point.toString(16).toUpperCase()}`;
  /** @type {string[]} */
  const parts = [];
  for (let i = 0; i < codePoints.length; i++) {
    let j = i;
    while (j + 1 < codePoints.length && codePoints[j + 1] === codePoints[j] + 1) j++;
    parts.push(
      j > i
        ? `${hex(codePoints[i])}-${codePoints[j].toString(16).toUpperCase()}`
        : hex(codePoints[i]),
    );
    i = j;
  }
  return parts.join(", ");
}

/** The full Latin face the core face is cut from. */
export const FULL_LATIN_FACE =
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/** The core face, committed; `npm run font:core` writes it again. */
export const CORE_FACE = "src/theme/fonts/inter-latin-core-wght.woff2";
