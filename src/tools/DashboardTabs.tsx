import { Box, chakra } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";
import { useTabs } from "../hooks/use-tabs";
import type { DashboardTabId } from "../lib/tools/dashboard";

export interface DashboardTab {
  id: DashboardTabId;
  label: string;
  panel: ReactNode;
}

export interface DashboardTabsProps {
  /** Id of the visible heading that names the tab list. */
  labelledBy: string;
  /** The tabs, each a label and its panel. */
  tabs: readonly DashboardTab[];
  /** Hears every change of tab (not the first tab, which is selected from the start). */
  onChange?: (id: DashboardTabId) => void;
  /** The tab selected at first, when not the first (the catalogue shows each one at once). */
  defaultTab?: DashboardTabId;
}

/**
 * The dashboard's views as a WAI-ARIA tab list. Activation is automatic (a tab is selected as soon
 * as it has focus) because every panel is already rendered, so showing one costs nothing. Only the
 * selected tab is in the tab order; the arrow keys wrap, Home and End go to the ends. Two rows of
 * two on phones, one row from the small breakpoint.
 */
export function DashboardTabs({ labelledBy, tabs, onChange, defaultTab }: DashboardTabsProps) {
  const prefix = useId();
  const ids = tabs.map((tab) => tab.id);
  const initial = defaultTab && ids.includes(defaultTab) ? defaultTab : (ids[0] ?? "overview");
  const { selected, select, tabRef, onKeyDown } = useTabs(ids, initial, onChange);
  const tabId = (id: DashboardTabId) => `${prefix}-tab-${id}`;
  const panelId = (id: DashboardTabId) => `${prefix}-panel-${id}`;

  return (
    <Box>
      <Box
        role="tablist"
        aria-labelledby={labelledBy}
        display="grid"
        gridTemplateColumns={{ base: "repeat(2, minmax(0, 1fr))", sm: "repeat(4, auto)" }}
        justifyContent="start"
        gap="1"
        p="1"
        borderRadius="2xl"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border"
        width={{ base: "full", sm: "fit-content" }}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <chakra.button
              key={tab.id}
              ref={tabRef(index)}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              minH="11"
              px="5"
              borderRadius="xl"
              fontSize="sm"
              fontWeight="semibold"
              cursor="pointer"
              bg={isSelected ? "brand.solid" : "transparent"}
              color={isSelected ? "brand.contrast" : "fg.muted"}
              boxShadow={isSelected ? "sm" : undefined}
              _hover={isSelected ? undefined : { color: "fg", bg: "bg.muted" }}
              focusVisibleRing="outside"
              transitionProperty="background, color"
              transitionDuration="0.2s"
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </Box>
      {tabs.map((tab) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
          mt="6"
          borderRadius="lg"
          focusVisibleRing="outside"
        >
          {tab.panel}
        </Box>
      ))}
    </Box>
  );
}
