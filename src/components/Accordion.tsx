import { Box, chakra, Heading } from "@chakra-ui/react";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { track } from "../browser/analytics/track";
import { Icon } from "./Icon";

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  /** Prefixes every header and panel id; unique on the page. */
  id: string;
  /** The questions and their answers, in order; each answer may hold any content. */
  items: readonly AccordionItem[];
  /**
   * The ids of the items open when it is first drawn (the catalogue shows its open states so);
   * none by default. Opening or closing one afterwards is the visitor's.
   */
  defaultOpen?: readonly string[];
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA APG accordion: each header is a heading holding a button with aria-expanded and
 * aria-controls; each panel is a region named by its button. Any number may be open. The buttons
 * give Enter and Space; ArrowUp, ArrowDown, Home and End move between headers.
 */
export function Accordion({ id, items, defaultOpen = [] }: AccordionProps) {
  const [open, setOpen] = useState<readonly string[]>(defaultOpen);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = ({ id: itemId, title }: AccordionItem) => {
    if (!open.includes(itemId)) {
      track("user_engagement", { engagement_type: "faq_open", event_label: title });
    }
    setOpen((current) =>
      current.includes(itemId) ? current.filter((entry) => entry !== itemId) : [...current, itemId],
    );
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = MOVES[event.key];
    if (!next) return;
    event.preventDefault();
    buttons.current[next(index, items.length)]?.focus();
  };

  return (
    <Box borderTopWidth="1px" borderColor="border">
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const buttonId = `${id}-${item.id}-button`;
        const panelId = `${id}-${item.id}-panel`;
        return (
          <Box key={item.id} borderBottomWidth="1px" borderColor="border">
            <Heading as="h3" size="md" m="0">
              <chakra.button
                ref={(element: HTMLButtonElement | null) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item)}
                onKeyDown={(event) => move(event, index)}
                display="flex"
                width="full"
                alignItems="center"
                justifyContent="space-between"
                gap="4"
                py="5"
                textAlign="start"
                font="inherit"
                color="fg"
                cursor="pointer"
                _hover={{ color: "brand.fg" }}
                _focusVisible={{
                  outline: "2px solid",
                  outlineColor: "brand.500",
                  outlineOffset: "2px",
                }}
              >
                {item.title}
                <Icon
                  name="chevronDown"
                  transform={expanded ? "rotate(180deg)" : undefined}
                  _motionSafe={{ transition: "transform 0.2s" }}
                />
              </chakra.button>
            </Heading>
            <Box
              role="region"
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              pb="5"
              color="fg.muted"
            >
              {item.content}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
