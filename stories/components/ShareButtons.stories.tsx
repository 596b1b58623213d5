import type { Meta, StoryObj } from "@storybook/react-vite";
import { Box } from "@chakra-ui/react";
import { expect, mocked, spyOn, userEvent, within } from "storybook/test";
import { ShareButtons } from "../../src/components/ShareButtons";
import { blogPostContent, postPage } from "../fixtures/article";
import { trackedEvents, withGtagSpy } from "../fixtures/gtag-spy";
import { noImage } from "../fixtures/screens";

const { post, url } = postPage("scaling-framework");
const labels = blogPostContent.share;

const meta = {
  title: "Sections/Share buttons",
  component: ShareButtons,
  args: { title: post.title, url, slug: post.slug, labels },
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
  // window.open is replaced for each story, so a click opens nothing and is recorded instead.
  beforeEach: () => {
    const stopGtag = withGtagSpy();
    const open = spyOn(window, "open").mockReturnValue(null);
    return () => {
      open.mockRestore();
      stopGtag();
    };
  },
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arguments of the last window.open call. */
function lastOpened() {
  const call = mocked(window.open).mock.lastCall;
  if (!call) throw new Error("window.open was not called");
  const [href, name, features] = call;
  return { url: new URL(String(href)), name, features };
}

const shareEvent = (method: string) => ({ method, content_type: "article", item_id: post.slug });

export const TwitterAndLinkedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: labels.heading })).toBeVisible();
    await expect(canvas.getByRole("link", { name: labels.twitter })).toBeVisible();
    await expect(canvas.getByRole("link", { name: labels.linkedin })).toBeVisible();
  },
};

/**
 * Each network's button opens its share window and is tracked: the picture is
 * TwitterAndLinkedIn's.
 */
export const OpensShareWindows: Story = {
  parameters: noImage,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step("Twitter opens the tweet window with the title and URL", async () => {
      await userEvent.click(canvas.getByRole("link", { name: labels.twitter }));
      const opened = lastOpened();
      await expect(`${opened.url.origin}${opened.url.pathname}`).toBe(
        "https://twitter.com/intent/tweet",
      );
      await expect(opened.url.searchParams.get("text")).toBe(post.title);
      await expect(opened.url.searchParams.get("url")).toBe(url);
      await expect(opened.name).toBe("share-twitter");
      await expect(opened.features).toContain("width=600,height=400");
      await expect(trackedEvents("share")).toEqual([shareEvent("twitter")]);
    });

    await step("LinkedIn opens shareArticle with the URL and title", async () => {
      await userEvent.click(canvas.getByRole("link", { name: labels.linkedin }));
      const opened = lastOpened();
      await expect(`${opened.url.origin}${opened.url.pathname}`).toBe(
        "https://www.linkedin.com/shareArticle",
      );
      await expect(opened.url.searchParams.get("url")).toBe(url);
      await expect(opened.url.searchParams.get("title")).toBe(post.title);
      await expect(opened.name).toBe("share-linkedin");
      await expect(opened.features).toContain("width=600,height=400");
      await expect(trackedEvents("share")).toEqual([shareEvent("twitter"), shareEvent("linkedin")]);
    });

    await expect(window.open).toHaveBeenCalledTimes(2);
  },
};

export const Keyboard: Story = {
  parameters: noImage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const twitter = canvas.getByRole("link", { name: labels.twitter });
    // Without script the links still lead to the networks' share pages.
    await expect(twitter).toHaveAttribute("href", expect.stringContaining("twitter.com/intent"));
    await userEvent.tab();
    await expect(twitter).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(lastOpened().name).toBe("share-twitter");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: labels.linkedin })).toHaveFocus();
    await expect(trackedEvents("share")).toEqual([shareEvent("twitter")]);
  },
};
