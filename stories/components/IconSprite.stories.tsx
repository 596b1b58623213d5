import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Grid, Text } from "@chakra-ui/react";
import { expect, within } from "storybook/test";
import { IconSprite } from "../../src/components/IconSprite";
import { ICON_NAMES, iconSymbolId } from "../../src/components/icon-names";

// The preview renders the sprite for every other story; this one renders it alone, with a contact
// sheet of its symbols drawn straight from their ids (no <Icon> in between).
const meta = {
  title: "Internals/Icon sprite",
  component: IconSprite,
  parameters: { iconSprite: false },
  render: () => (
    <>
      <IconSprite />
      <Grid templateColumns="repeat(auto-fill, minmax(7rem, 1fr))" gap="4" p="6" as="ul">
        {ICON_NAMES.map((name) => (
          <Box as="li" key={name} textAlign="center" color="ink.800" listStyleType="none">
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              style={{ margin: "0 auto" }}
            >
              <use href={`#${iconSymbolId(name)}`} />
            </svg>
            <Text fontSize="xs" mt="1">
              #{iconSymbolId(name)}
            </Text>
          </Box>
        ))}
      </Grid>
    </>
  ),
} satisfies Meta<typeof IconSprite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EverySymbol: Story = {
  play: async ({ canvasElement }) => {
    const sprite = canvasElement.querySelector("svg[width='0']");
    await expect(sprite).not.toBeNull();
    for (const name of ICON_NAMES) {
      const symbol = sprite?.querySelector(`symbol#icon-${name}`);
      await expect(symbol, name).not.toBeNull();
      await expect(symbol?.childElementCount, name).toBeGreaterThan(0);
    }
    await expect(sprite?.getBoundingClientRect().width).toBe(0);
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(ICON_NAMES.length);
  },
};
