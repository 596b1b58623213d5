import { Grid } from "@chakra-ui/react";
import { ClientStoryCard, type ClientStoryCardProps } from "./ClientStoryCard";

export interface ClientStoryGridProps {
  /** The clients' stories, in order. */
  stories: readonly Queries.DashboardClientStory[];
  /** The words every card repeats. */
  labels: ClientStoryCardProps["labels"];
  /** Called with a client's id when the visitor opens it. */
  onOpen: (id: string) => void;
}

/** The clients tab: a card per client, one column on phones up to three on large screens. */
export function ClientStoryGrid({ stories, labels, onOpen }: ClientStoryGridProps) {
  return (
    <Grid
      templateColumns={{
        base: "1fr",
        md: "repeat(2, minmax(0, 1fr))",
        lg: "repeat(3, minmax(0, 1fr))",
      }}
      gap={{ base: "4", md: "6" }}
    >
      {stories.map((story) => (
        <ClientStoryCard key={story.id} story={story} labels={labels} onOpen={onOpen} />
      ))}
    </Grid>
  );
}
