import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box, Heading, chakra } from "@chakra-ui/react";
import { expect } from "storybook/test";
import { Seo, type SeoProps } from "../../src/components/Seo";
import { buildHeadTags } from "../../src/lib/seo";
import { siteMetadata } from "../fixtures/chrome";

/** Renders the tags (hidden, as in a head) and lists them so reviewers can read them. */
function SeoPreview(props: SeoProps) {
  const { site, ...input } = props;
  const tags = buildHeadTags(site, input);
  return (
    <Box p="6">
      <div data-testid="head" hidden>
        <Seo {...props} />
      </div>
      <Heading as="h1" size="md">
        {tags.title}
      </Heading>
      <chakra.table mt="4" fontSize="sm" borderCollapse="collapse">
        <tbody>
          <tr>
            <chakra.th textAlign="left" pr="4" py="1">
              canonical
            </chakra.th>
            <td>{tags.canonical}</td>
          </tr>
          {tags.meta.map((tag) => {
            const key = "name" in tag ? tag.name : tag.property;
            return (
              <tr key={key}>
                <chakra.th textAlign="left" pr="4" py="1" fontFamily="mono">
                  {key}
                </chakra.th>
                <td>{tag.content}</td>
              </tr>
            );
          })}
        </tbody>
      </chakra.table>
      {tags.jsonLd && (
        <chakra.pre
          mt="4"
          p="3"
          bg="bg.muted"
          borderRadius="md"
          fontSize="xs"
          whiteSpace="pre-wrap"
        >
          {tags.jsonLd}
        </chakra.pre>
      )}
    </Box>
  );
}

const meta = {
  title: "Internals/SEO",
  component: Seo,
  render: (args) => <SeoPreview {...args} />,
  args: {
    site: siteMetadata,
    pathname: "/services",
    title: "Services",
    description: "Digital marketing, funnels, SEO and PPC, CRM integration and automation.",
    keywords: ["digital marketing", "funnel building"],
  },
} satisfies Meta<typeof Seo>;

export default meta;
type Story = StoryObj<typeof meta>;

const head = (canvasElement: HTMLElement) => canvasElement.querySelector("[data-testid=head]");

export const Page: Story = {
  play: async ({ canvasElement }) => {
    const tags = head(canvasElement);
    await expect(tags?.querySelector("title")).toHaveTextContent("Services | Scalewise Studio");
    await expect(tags?.querySelector('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://www.scalewise.studio/services",
    );
    await expect(tags?.querySelector('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Services | Scalewise Studio",
    );
    await expect(tags?.querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary",
    );
    await expect(tags?.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "index, follow",
    );
  },
};

export const NoIndexWithJsonLd: Story = {
  args: {
    pathname: "/404",
    title: "Page Not Found",
    noindex: true,
    image: "/og/home.png",
    imageSize: { width: 1200, height: 630 },
    jsonLd: { "@context": "https://schema.org", "@type": "WebPage", name: "Page Not Found" },
  },
  play: async ({ canvasElement }) => {
    const tags = head(canvasElement);
    await expect(tags?.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, follow",
    );
    await expect(tags?.querySelector('meta[property="og:image"]')).toHaveAttribute(
      "content",
      "https://www.scalewise.studio/og/home.png",
    );
    await expect(tags?.querySelector('meta[property="og:image:width"]')).toHaveAttribute(
      "content",
      "1200",
    );
    await expect(tags?.querySelector('meta[property="og:image:height"]')).toHaveAttribute(
      "content",
      "630",
    );
    await expect(tags?.querySelector('meta[name="twitter:image:alt"]')).toHaveAttribute(
      "content",
      "Page Not Found | Scalewise Studio",
    );
    const script = tags?.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(script?.textContent ?? "{}")).toMatchObject({ "@type": "WebPage" });
  },
};
