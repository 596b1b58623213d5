import type { AuditAction } from "./api";

/** What each audit entry records, as the trail says it. */
export const AUDIT_TEXT: Record<AuditAction, string> = {
  "signed-in": "Signed in",
  "sign-in-refused": "Sign-in refused",
  "signed-out": "Signed out",
  "signed-out-everywhere": "Signed out everywhere",
  "passkey-added": "Added a passkey",
  viewed: "Viewed a lead",
  exported: "Exported leads as CSV",
  "status-changed": "Changed a status",
  "note-added": "Added a note",
  retried: "Retried a delivery",
  assigned: "Assigned a lead",
  "passkey-renamed": "Renamed a passkey",
  "passkey-removed": "Removed a passkey",
  restored: "Restored a lead caught as spam",
  "member-invited": "Invited a member",
  "member-removed": "Removed a member",
  "person-exported": "Exported a person's data",
  "person-erased": "Erased a person's data",
  replied: "Replied to a lead",
  "marked-answered": "Marked a lead answered",
};
