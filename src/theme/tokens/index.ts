import { colors } from "./colors";
import { fonts } from "./fonts";
import { fontSizes, fontWeights, radii, sizes, spacing, zIndex } from "./scales";

export { breakpoints } from "./breakpoints";

export const tokens = { colors, fonts, fontSizes, fontWeights, radii, sizes, spacing, zIndex };
