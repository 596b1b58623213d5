import { useRef, useState, type KeyboardEvent } from "react";
import { tabIndexForKey } from "../lib/tools/dashboard";

/**
 * The state and keyboard of a WAI-ARIA tab list with automatic activation: the arrow keys, Home and
 * End move focus to another tab and select it at once. `onChange` hears every change of tab, not
 * the first selection.
 */
export function useTabs<T extends string>(
  ids: readonly T[],
  initial: T,
  onChange?: (id: T) => void,
) {
  const [selected, setSelected] = useState<T>(initial);
  const tabs = useRef<(HTMLElement | null)[]>([]);

  const select = (id: T) => {
    if (id === selected) return;
    setSelected(id);
    onChange?.(id);
  };

  const tabRef = (index: number) => (element: HTMLElement | null) => {
    tabs.current[index] = element;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const target = tabIndexForKey(event.key, index, ids.length);
    if (target === null) return;
    event.preventDefault();
    select(ids[target]);
    tabs.current[target]?.focus();
  };

  return { selected, select, tabRef, onKeyDown };
}
