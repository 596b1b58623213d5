import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ResourceView } from "../../src/views/ResourceView";
import { framedInDocs } from "../fixtures/docs";
import { bothScreens } from "../fixtures/screens";

// The page of a document a form promised. Its HTML comes from content/resources at build time
// (plugins/resources); here, a short stand-in with each kind of block the documents use.
const html = `<h2 id="chapter-1">Chapter 1: The four-stage scaling framework</h2>
<p>Every business unit we run moves through the same four stages. <strong>Know which one you are in</strong> before you decide what to fix.</p>
<h3 id="the-stages">The stages at a glance</h3>
<div class="table-scroll"><table><thead><tr><th>Stage</th><th>Monthly revenue</th><th>The job</th></tr></thead>
<tbody><tr><td>1. Prove the offer</td><td>Up to £20,000</td><td>Sell one thing well</td></tr>
<tr><td>2. Build the engine</td><td>£20,000 to £150,000</td><td>Make sales repeatable</td></tr></tbody></table></div>
<ul><li>Write down your one offer.</li><li>Measure your cost per lead.</li></ul>`;

const meta = {
  title: "Pages/Guide",
  component: ResourceView,
  args: {
    title: "The £1M MRR Scaling Guide",
    subtitle: "The stages, prices, automations, hires and numbers we use to grow a business",
    edition: "2026 edition",
    html,
    pdfHref: "/resources/scaling-guide.pdf",
    pdfLabel: "Download the PDF",
  },
  parameters: framedInDocs,
} satisfies Meta<typeof ResourceView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guide: Story = {
  parameters: bothScreens,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(args.title);
    await expect(canvas.getByRole("link", { name: args.pdfLabel })).toHaveAttribute(
      "href",
      args.pdfHref,
    );
    await expect(canvas.getByRole("link", { name: args.pdfLabel })).toHaveAttribute("download");
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(/Chapter 1/);
    await expect(canvas.getByRole("table")).toBeInTheDocument();
  },
};
