/** SPEC §3 lead magnets: the one that is booked rather than downloaded (sent as type strategy_call). */
export const STRATEGY_CALL_ID = "strategy-call";
