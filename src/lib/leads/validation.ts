// The email rules live in email-rules.ts and the platforms' settings in platform-settings.ts; the
// server's settings reader still imports both from here until its rewrite (issue 48, item 2).
export { isEmailFormat } from "./email-rules";
export { isConfigValid } from "./platform-settings";
