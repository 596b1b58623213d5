import { Box, chakra, Flex, Text } from "@chakra-ui/react";
import { fillTemplate } from "../lib/fill-template";
import { formatPounds } from "../lib/format";
import type { ProjectionPoint } from "../lib/tools/mrr";

export interface MrrProjectionChartProps {
  /** Month 0 to month 12 (mrrProjection). */
  points: readonly ProjectionPoint[];
  /** The chart's caption and axis words. */
  copy: Queries.MrrChartCopy;
}

// The drawing's own units; it is stretched to the box's width at a fixed height, so it takes
// the same space before and after the script runs and on every screen.
const WIDTH = 600;
const HEIGHT = 200;
const CHART_HEIGHT = "200px";

/** The points of a line, scaled to the drawing: x by month, y from zero up to the top value. */
function linePoints(values: readonly number[], top: number): string {
  const last = Math.max(values.length - 1, 1);
  return values
    .map((value, index) => `${(index / last) * WIDTH},${HEIGHT - (value / top) * HEIGHT}`)
    .join(" ");
}

const Swatch = ({ dashed }: { dashed: boolean }) => (
  <Box
    as="span"
    display="inline-block"
    w="6"
    borderTopWidth="3px"
    borderTopStyle={dashed ? "dashed" : "solid"}
    borderColor={dashed ? "ink.500" : "brand.solid"}
  />
);

/**
 * The MRR growth calculator's year ahead as a small inline SVG line chart: growth alone against
 * growth with automation. Screen readers get a one-sentence summary as the image's name and the
 * figures month by month in a table; nothing moves.
 */
export function MrrProjectionChart({ points, copy }: MrrProjectionChartProps) {
  const first = points[0];
  const last = points[points.length - 1];
  const organic = points.map((point) => point.organic);
  const withAutomation = points.map((point) => point.withAutomation);
  // Headroom over the highest point keeps the line off the top edge; 1 avoids dividing by 0.
  const top = Math.max(...withAutomation, ...organic, 1) * 1.08;
  const summary = fillTemplate(copy.summary, {
    start: formatPounds(first?.withAutomation ?? 0),
    end: formatPounds(last?.withAutomation ?? 0),
    organic: formatPounds(last?.organic ?? 0),
  });
  const automationLine = linePoints(withAutomation, top);

  return (
    <Box as="figure" m="0">
      <Text as="figcaption" fontWeight="semibold" fontSize="sm">
        {copy.title}
      </Text>
      <Flex as="ul" listStyleType="none" gap="4" flexWrap="wrap" fontSize="sm" mt="2" mb="3">
        <Flex as="li" align="center" gap="2">
          <Swatch dashed={false} />
          {copy.withAutomation}: <strong>{formatPounds(last?.withAutomation ?? 0)}</strong>
        </Flex>
        <Flex as="li" align="center" gap="2" color="fg.muted">
          <Swatch dashed />
          {copy.organic}: {formatPounds(last?.organic ?? 0)}
        </Flex>
      </Flex>
      <chakra.svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        display="block"
        width="100%"
        height={CHART_HEIGHT}
        overflow="visible"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <chakra.polygon
          points={`0,${HEIGHT} ${automationLine} ${WIDTH},${HEIGHT}`}
          fill="brand.subtle"
        />
        {[0.25, 0.5, 0.75].map((share) => (
          <chakra.line
            key={share}
            x1="0"
            x2={WIDTH}
            y1={HEIGHT * share}
            y2={HEIGHT * share}
            stroke="border"
            strokeWidth="1"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        <chakra.polyline
          points={linePoints(organic, top)}
          fill="none"
          stroke="ink.500"
          strokeWidth="2"
          strokeDasharray="6 5"
          vectorEffect="non-scaling-stroke"
        />
        <chakra.polyline
          points={automationLine}
          fill="none"
          stroke="brand.solid"
          strokeWidth="3"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </chakra.svg>
      <Flex justify="space-between" fontSize="xs" color="fg.muted" mt="1.5" aria-hidden="true">
        <span>{copy.today}</span>
        <span>{fillTemplate(copy.monthLabel, { month: 6 })}</span>
        <span>{fillTemplate(copy.monthLabel, { month: 12 })}</span>
      </Flex>
      {/* On a wrapper: a table keeps its full size whatever its own width and height say. */}
      <Box srOnly>
        <chakra.table>
          <caption>{copy.title}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.month}</th>
              <th scope="col">{copy.organic}</th>
              <th scope="col">{copy.withAutomation}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.month}>
                <th scope="row">
                  {point.month === 0
                    ? copy.today
                    : fillTemplate(copy.monthLabel, { month: point.month })}
                </th>
                <td>{formatPounds(point.organic)}</td>
                <td>{formatPounds(point.withAutomation)}</td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Box>
  );
}
