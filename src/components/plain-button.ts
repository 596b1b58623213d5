import { chakra } from "@chakra-ui/react";

/** Chakra forwards only the attributes it knows; HTML's invoker commands are newer than its list. */
export const COMMAND_PROPS = ["commandfor", "command"];

/** A `<button>` styled by its props alone (no recipe) that keeps its invoker command. */
export const PlainButton = chakra("button", {}, { forwardProps: COMMAND_PROPS });
