import { chakra } from "@chakra-ui/react";
import { HONEYPOT_FIELD } from "../lib/leads/form-ids";

/** A field people never see and bots fill in; a lead that has it is quietly dropped. */
export function Honeypot() {
  return (
    <chakra.div
      aria-hidden="true"
      position="absolute"
      left="-10000px"
      width="1px"
      height="1px"
      overflow="hidden"
    >
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </chakra.div>
  );
}
