import { Column } from "@react-email/column";
import { Link } from "@react-email/link";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment } from "react";
import type { Field } from "./lead-summary";
import type { Studio } from "./studio";

/**
 * A value's lines, each ended by a <br>: a plain-text part is made from the markup, and keeps
 * the lines a visitor typed only where the markup breaks them.
 */
const lines = (value: string) =>
  value.split(/\r\n|\r|\n/).map((line, index) => (
    // The lines of one value never move, so their place is their key.
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));

/** Label and value rows: what a visitor sent, as the owner or the visitor reads it back. */
export function FieldTable({ fields, studio }: { fields: readonly Field[]; studio: Studio }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      {fields.map((field) => (
        <Row key={field.label} style={{ borderTop: `1px solid ${studio.colours.line}` }}>
          <Column style={{ width: "34%", verticalAlign: "top", padding: "8px 8px 8px 0" }}>
            <Text
              style={{
                fontSize: "13px",
                lineHeight: "20px",
                color: studio.colours.muted,
                margin: 0,
              }}
            >
              {field.label}
            </Text>
          </Column>
          <Column style={{ verticalAlign: "top", padding: "8px 0" }}>
            <Text
              style={{ fontSize: "14px", lineHeight: "20px", margin: 0, whiteSpace: "pre-wrap" }}
            >
              {field.href ? (
                <Link href={field.href} style={{ color: studio.colours.brand }}>
                  {field.value}
                </Link>
              ) : (
                lines(field.value)
              )}
            </Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
