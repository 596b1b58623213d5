import type { ReactNode } from "react";
import type { TokenEntry } from "./theme-tokens";

interface TokenTableProps {
  tokens: readonly TokenEntry[];
  /** What the token looks like, drawn from its value. */
  sample: (value: string) => ReactNode;
}

const cell = { padding: "8px 12px", borderBottom: "1px solid #e5e7eb", textAlign: "left" } as const;

/** A Foundations table: each token's name, value and a sample drawn from the value. */
export function TokenTable({ tokens, sample }: TokenTableProps) {
  return (
    <table style={{ borderCollapse: "collapse", width: "100%" }}>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          <th style={cell}>Value</th>
          <th style={cell}>Sample</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <td style={cell}>
              <code>{token.name}</code>
            </td>
            <td style={cell}>
              <code>{token.value}</code>
            </td>
            <td style={cell}>{sample(token.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
