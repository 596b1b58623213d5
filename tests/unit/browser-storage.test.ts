/** @jest-environment jsdom */
import { browserStorage } from "../../src/browser/browser-storage";

describe("browserStorage", () => {
  afterEach(() => jest.restoreAllMocks());

  it("is the page's localStorage", () => {
    expect(browserStorage()).toBe(window.localStorage);
  });

  it("is null where the browser blocks storage (reading localStorage throws)", () => {
    jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(browserStorage()).toBeNull();
  });
});
