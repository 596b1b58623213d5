/** What every lead submission answers (docs/product.md#data "Result object"). */
export interface LeadResult {
  success: boolean;
  message?: string;
  error?: string;
  subscriberId?: string;
  /** The submission could not reach the server and waits in the retry queue (docs/product.md#departures). */
  queued?: boolean;
  /** Queued because the server asked for a pause (429, too many requests), not because it was out of reach. */
  busy?: boolean;
}
