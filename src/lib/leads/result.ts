/** What every lead submission answers (SPEC §3 "Result object"). */
export interface LeadResult {
  success: boolean;
  message?: string;
  error?: string;
  subscriberId?: string;
  /** The submission could not reach the server and waits in the retry queue (DESIGN decision 3). */
  queued?: boolean;
}
