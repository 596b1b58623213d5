import { Box, chakra } from "@chakra-ui/react";
import { useId } from "react";
import { formatMonths, formatPercent, formatPounds } from "../lib/format";

export interface RoiScenarioTableProps {
  /** The ROI scenarios (docs/product.md#constants), one row each. */
  scenarios: readonly Queries.RoiScenario[];
  /** The table's caption and column headings. */
  copy: Queries.RoiTableCopy;
}

const cell = {
  px: { base: "2", md: "6" },
  py: { base: "3", md: "4" },
  borderTopWidth: "1px",
  borderColor: "border",
} as const;

const figure = { ...cell, textAlign: "end", fontVariantNumeric: "tabular-nums" } as const;

/**
 * The ROI scenarios as a real table (caption, column and row headers). Compact enough for a
 * phone; at narrower widths or larger text it scrolls sideways inside a focusable, named region
 * rather than breaking the page.
 */
export function RoiScenarioTable({ scenarios, copy }: RoiScenarioTableProps) {
  const captionId = useId();
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderColor="border"
      borderRadius="2xl"
      bg="bg"
      focusVisibleRing="outside"
    >
      <chakra.table width="full" borderCollapse="collapse" fontSize={{ base: "sm", md: "md" }}>
        <chakra.caption
          id={captionId}
          captionSide="top"
          textAlign="start"
          px={{ base: "2", md: "6" }}
          py="4"
          fontWeight="semibold"
        >
          {copy.caption}
        </chakra.caption>
        <chakra.thead bg="bg.subtle" color="fg.muted" fontSize="sm">
          <tr>
            <chakra.th scope="col" {...cell} textAlign="start" fontWeight="semibold">
              {copy.scenario}
            </chakra.th>
            {[copy.investment, copy.payback, copy.annualRoi].map((label) => (
              <chakra.th key={label} scope="col" {...figure} fontWeight="semibold">
                {label}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {scenarios.map((row) => (
            <tr key={row.scenario}>
              <chakra.th scope="row" {...cell} textAlign="start" fontWeight="semibold">
                {row.scenario}
              </chakra.th>
              <chakra.td {...figure}>{formatPounds(row.investment)}</chakra.td>
              <chakra.td {...figure}>{formatMonths(row.paybackMonths)}</chakra.td>
              <chakra.td {...figure} fontWeight="bold" color="brand.fg">
                {formatPercent(row.annualRoi)}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
