// HTML's invoker commands and popovers: a button that shows or hides a dialog or a popover with
// no script at all. React 18 passes lowercase attributes it does not know on to the DOM as they are.
import "react";

declare module "react" {
  // Repeats React's own heritage, which also uses the type parameter a merged declaration must name.
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the element this button commands. */
    commandfor?: string;
    /** What the button asks of that element. */
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover";
  }
  interface HTMLAttributes<T> extends AriaAttributes, DOMAttributes<T> {
    /** Makes the element a popover: shown in the top layer by a command, hidden by Escape. */
    popover?: "auto" | "manual";
  }
}
