import { Box, chakra, Heading } from "@chakra-ui/react";
import { useEffect, useRef, type ReactNode } from "react";
import { attachAccordions } from "../browser/behaviours/accordion";
import { ACCORDION_ATTRIBUTE } from "../lib/accordion";
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

/**
 * WAI-ARIA APG accordion: each header is a heading holding a button with aria-expanded and
 * aria-controls; each panel is a region named by its button. Any number may be open. The buttons
 * give Enter and Space; ArrowUp, ArrowDown, Home and End move between headers. That is DOM code
 * (`attachAccordions`), so the built HTML of a kept page answers as React's does.
 */
export function Accordion({ id, items, defaultOpen = [] }: AccordionProps) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? attachAccordions(root.current) : undefined), []);

  return (
    <Box ref={root} {...{ [ACCORDION_ATTRIBUTE]: "" }} borderTopWidth="1px" borderColor="border">
      {items.map((item) => {
        const expanded = defaultOpen.includes(item.id);
        const buttonId = `${id}-${item.id}-button`;
        const panelId = `${id}-${item.id}-panel`;
        return (
          <Box key={item.id} borderBottomWidth="1px" borderColor="border">
            <Heading as="h3" size="md" m="0">
              <chakra.button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
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
                _expanded={{ "& svg": { transform: "rotate(180deg)" } }}
                _focusVisible={{
                  outline: "2px solid",
                  outlineColor: "brand.500",
                  outlineOffset: "2px",
                }}
              >
                {item.title}
                <Icon name="chevronDown" _motionSafe={{ transition: "transform 0.2s" }} />
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
