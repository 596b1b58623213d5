interface HttpLikeError {
  status: number;
  statusText?: string;
}

function isHttpLike(error: unknown): error is HttpLikeError {
  return (
    typeof error === "object" &&
    error !== null &&
    "status" in error &&
    typeof (error as { status: unknown }).status === "number"
  );
}

/** What the error screen shows: the status (with its text) when there is one, else the message. */
export function describeError(error: unknown): string {
  if (isHttpLike(error)) {
    const text = typeof error.statusText === "string" ? error.statusText.trim() : "";
    return text ? `${error.status} ${text}` : String(error.status);
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return "Unknown error";
}
