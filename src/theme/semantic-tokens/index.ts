import { semanticColors } from "./colors";

export const semanticTokens = { colors: semanticColors };
