import "./global-styles";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { getSystem } from "./theme";

/** The one provider: Gatsby's browser and SSR entries and Storybook all render through it. */
export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
}
