import type { Assignee } from "../lib/inbox/api";

export interface AssigneeOptionsProps {
  /** Every member a lead can be assigned to. */
  assignees: readonly Assignee[];
  /** The signed-in member's id: their own address is marked "(you)". */
  me: string;
}

/** The choice of assignee: nobody, then each member by address. */
export function AssigneeOptions({ assignees, me }: AssigneeOptionsProps) {
  return (
    <>
      <option value="">Nobody</option>
      {assignees.map((member) => (
        <option key={member.id} value={member.id}>
          {member.id === me ? `${member.email} (you)` : member.email}
        </option>
      ))}
    </>
  );
}
