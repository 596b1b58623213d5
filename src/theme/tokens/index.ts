import { colors } from "./colors";
import { fonts } from "./fonts";
import * as scales from "./scales";

export { breakpoints } from "./breakpoints";

export const tokens = { colors, fonts, ...scales };
