import { defineTokens } from "@chakra-ui/react";
import { palette } from "./palette";

export const colors = defineTokens.colors(palette);
