/** A form control the visitor changed (or is in), as it was in HTML about to be replaced. */
export interface TypedField {
  id: string;
  name: string;
  /** The text typed or the option chosen, or for a checkbox or radio button whether it is ticked. */
  value: string | boolean;
  focused: boolean;
  selection: readonly [number, number] | null;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TICKED = new Set(["checkbox", "radio"]);
const NOT_TYPED = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

function controlsIn(nodes: readonly Node[]): Control[] {
  return nodes.flatMap((node) =>
    node instanceof Element
      ? [node, ...node.querySelectorAll("input, textarea, select")].filter(
          (element): element is Control =>
            (element instanceof HTMLInputElement && !NOT_TYPED.has(element.type)) ||
            element instanceof HTMLTextAreaElement ||
            element instanceof HTMLSelectElement,
        )
      : [],
  );
}

/** The controls in `nodes` that the visitor typed into, ticked, or has focus in. */
export function typedFields(nodes: readonly Node[]): TypedField[] {
  const active = nodes[0]?.ownerDocument?.activeElement ?? null;
  return controlsIn(nodes).flatMap((control) => {
    const ticked = control instanceof HTMLInputElement && TICKED.has(control.type);
    const changed = ticked
      ? (control as HTMLInputElement).checked !== (control as HTMLInputElement).defaultChecked
      : control instanceof HTMLSelectElement
        ? [...control.options].some((option) => option.selected !== option.defaultSelected)
        : control.value !== control.defaultValue;
    const focused = control === active;
    if (!changed && !focused) return [];
    const selection =
      !ticked &&
      !(control instanceof HTMLSelectElement) &&
      control.selectionStart !== null &&
      control.selectionEnd !== null
        ? ([control.selectionStart, control.selectionEnd] as const)
        : null;
    return [
      {
        id: control.id,
        name: control.name,
        value: ticked ? (control as HTMLInputElement).checked : control.value,
        focused,
        selection,
      },
    ];
  });
}

function find(root: Element, { id, name }: TypedField): Control | null {
  const found =
    (id && root.querySelector(`#${CSS.escape(id)}`)) ||
    (name && root.querySelector(`[name="${CSS.escape(name)}"]`)) ||
    null;
  return found instanceof HTMLInputElement ||
    found instanceof HTMLTextAreaElement ||
    found instanceof HTMLSelectElement
    ? found
    : null;
}

/**
 * Puts what the visitor typed into the controls that replaced the built ones, as if typed there:
 * the value set as the browser would and an input event (React's onChange hears it), an option
 * chosen and a change event, a box ticked by a click; and focus, with the caret, back where it was.
 */
export function carryOverFields(root: Element, fields: readonly TypedField[]): void {
  for (const field of fields) {
    const control = find(root, field);
    if (!control) continue;
    if (typeof field.value === "boolean") {
      if (control instanceof HTMLInputElement && control.checked !== field.value) control.click();
    } else if (control instanceof HTMLSelectElement) {
      if (control.value !== field.value) {
        control.value = field.value;
        control.dispatchEvent(new Event("change", { bubbles: true }));
      }
    } else if (control.value !== field.value) {
      const prototype =
        control instanceof HTMLInputElement
          ? HTMLInputElement.prototype
          : HTMLTextAreaElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, field.value);
      control.dispatchEvent(new Event("input", { bubbles: true }));
    }
    if (field.focused) {
      control.focus();
      if (field.selection && !(control instanceof HTMLSelectElement))
        control.setSelectionRange(...field.selection);
    }
  }
}
