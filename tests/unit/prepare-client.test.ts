/** @jest-environment jsdom */
import { CONSENT_STORAGE_KEY } from "../../src/lib/analytics/consent";
import { prepareClient } from "../../src/browser/prepare-client";

describe("prepareClient", () => {
  it("reads the stored consent choice in a task of its own, not in the one that called it", async () => {
    const getItem = jest.spyOn(Storage.prototype, "getItem");
    const started = prepareClient();
    expect(getItem).not.toHaveBeenCalled();
    await started;
    expect(getItem).toHaveBeenCalledWith(CONSENT_STORAGE_KEY);
  });
});
