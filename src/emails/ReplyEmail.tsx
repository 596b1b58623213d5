import { Text } from "@react-email/text";
import { Fragment } from "react";
import { EmailFrame, emailText } from "./EmailFrame";
import type { Studio } from "./studio";

export interface ReplyEmailProps {
  studio: Studio;
  /** What the member wrote, as typed: shown as text, never read as markup. */
  text: string;
  footer: string;
}

/** The text's paragraphs (split at blank lines), each a list of its lines. */
const paragraphsOf = (text: string): string[][] =>
  text
    .split(/\r\n|\r|\n/)
    .reduce<string[][]>(
      (paragraphs, line) => {
        const last = paragraphs[paragraphs.length - 1];
        if (line.trim() === "") paragraphs.push([]);
        else last?.push(line);
        return paragraphs;
      },
      [[]],
    )
    .filter((lines) => lines.length > 0);

/** A member's reply to a lead, in the studio's frame: their words, paragraph by paragraph. */
export function ReplyEmail({ studio, text, footer }: ReplyEmailProps) {
  const paragraphs = paragraphsOf(text);
  return (
    <EmailFrame studio={studio} preview={paragraphs[0]?.join(" ") ?? ""} footer={footer}>
      {paragraphs.map((lines, index) => (
        // The paragraphs of one reply never move, so their place is their key.
        <Text key={index} style={emailText.body}>
          {lines.map((line, at) => (
            <Fragment key={at}>
              {at > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </EmailFrame>
  );
}
