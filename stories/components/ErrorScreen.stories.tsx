import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ERROR_SCREEN_TITLE, ErrorScreen } from "../../src/components/ErrorScreen";

const meta = {
  title: "Sections/Error screen",
  component: ErrorScreen,
  args: { error: new Error("Cannot read properties of undefined (reading 'title')") },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithMessage: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent(ERROR_SCREEN_TITLE);
    await expect(alert).toHaveTextContent("Cannot read properties of undefined (reading 'title')");
  },
};

export const WithStatus: Story = {
  args: { error: { status: 503, statusText: "Service Unavailable" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "503 Service Unavailable",
    );
  },
};
