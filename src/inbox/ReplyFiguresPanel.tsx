import type { InboxClient } from "./api-client";
import { LoadingState } from "./LoadingState";
import { ProblemNotice } from "./ProblemNotice";
import { ReplyFigures } from "./ReplyFigures";
import { useLoad } from "./use-load";

/** The reply figures on the inbox's first screen, loaded on their own beside the queue. */
export function ReplyFiguresPanel({ client }: { client: InboxClient }) {
  const { data, error, loading, reload } = useLoad("reply-figures", () => client.replyFigures());
  if (error !== undefined && !loading) {
    return <ProblemNotice error={error} onRetry={() => void reload()} />;
  }
  if (!data) return <LoadingState label="Loading the reply figures…" />;
  return <ReplyFigures page={data} />;
}
