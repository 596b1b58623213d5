import { Box, chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A cell's padding and alignment, for a DataTable's rows. */
export const TABLE_CELL = { px: "3", py: "2", textAlign: "start" } as const;

export interface DataTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The column headings. */
  columns: readonly string[];
  /** The body's rows. */
  children: ReactNode;
}

/** A small table of figures in a bordered box, scrolled sideways on a narrow screen. */
export function DataTable({ labelledBy, columns, children }: DataTableProps) {
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg" overflowX="auto">
      <chakra.table
        width="full"
        borderCollapse="collapse"
        fontSize="sm"
        aria-labelledby={labelledBy}
      >
        <chakra.thead bg="bg.subtle" color="fg.muted">
          <tr>
            {columns.map((label) => (
              <chakra.th key={label} scope="col" {...TABLE_CELL} fontWeight="semibold">
                {label}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>{children}</tbody>
      </chakra.table>
    </Box>
  );
}
