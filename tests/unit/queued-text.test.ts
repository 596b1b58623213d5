import forms from "../../content/data/forms.json";
import { queuedText } from "../../src/components/queued-text";

describe("queuedText", () => {
  const { notices } = forms;

  it("tells a visitor the server asked for a pause after a 429, and that it sends by itself", () => {
    const text = queuedText(notices, { success: false, queued: true, busy: true });
    expect(text).toBe(notices.busyText);
    expect(text).not.toMatch(/couldn't reach/);
    expect(text).toMatch(/sent automatically/);
  });

  it("keeps the out-of-reach notice for a network failure or a fault of ours", () => {
    expect(queuedText(notices, { success: false, queued: true })).toBe(notices.queuedText);
    expect(queuedText(notices, null)).toBe(notices.queuedText);
  });
});
