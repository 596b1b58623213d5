import { FrameFacade, type FramePhase } from "./FrameFacade";

export interface MapEmbedProps {
  /** The map's address, title and fallback link, from content. */
  map: Queries.MapEmbed;
  /** What its frame says while loading and if it fails (content/data/embeds.json). */
  frame: Queries.FrameCopy;
  /** Where its frame starts: stories show each phase at once. */
  initialPhase?: FramePhase;
}

/** What the map renders from, the page's content: an island's mark carries it as JSON. */
export type MapContent = Omit<MapEmbedProps, "initialPhase">;

const FRAME_HEIGHT = { base: "300px", md: "440px" };

/**
 * The office map, loaded only when the visitor asks for it, in a box held at its height while it
 * loads. The address link is always there as a fallback.
 */
export function MapEmbed({ map, frame, initialPhase }: MapEmbedProps) {
  return (
    <FrameFacade
      name={map.title}
      description={map.notice}
      src={map.embedUrl}
      loadLabel={map.loadLabel}
      copy={frame}
      link={{ url: map.linkUrl, label: map.linkLabel }}
      frameHeight={FRAME_HEIGHT}
      initialPhase={initialPhase}
    />
  );
}
