// The words of /privacy/my-data and the privacy policy state the numbers the server obeys: how
// long an emailed link works, and how often one is sent to an address.
import legal from "../../content/data/legal.json";
import myData from "../../content/data/my-data.json";
import { MY_DATA_LINK_MINUTES, MY_DATA_STATES } from "../../src/lib/leads/my-data";
import { VISITOR_MAIL_WINDOW_MS } from "../../src/server/visitor-mail-quota";

const pageText = (id: string) => {
  const page = myData.pages.find((candidate) => candidate.id === id);
  if (!page) throw new Error(`content/data/my-data.json has no page "${id}"`);
  return page.text;
};

it("has words for every state the server leads to", () => {
  expect(myData.pages.map((page) => page.id).sort()).toEqual([...MY_DATA_STATES].sort());
});

it("says how long the link works, as the server seals it", () => {
  for (const id of ["ask", "sent", "yours", "expired"]) {
    expect(pageText(id)).toContain(`${MY_DATA_LINK_MINUTES} minutes`);
  }
  expect(JSON.stringify(legal)).toContain(`a link that works for ${MY_DATA_LINK_MINUTES} minutes`);
});

it("says how often an address can be sent one, as the mail quota counts", () => {
  const hours = VISITOR_MAIL_WINDOW_MS / 3_600_000;
  for (const id of ["sent", "expired"]) expect(pageText(id)).toContain(`${hours} hours`);
});
