/** What every lead submission answers (SPEC §3 "Result object"). */
export interface LeadResult {
  success: boolean;
  message?: string;
  error?: string;
  subscriberId?: string;
}
