import { describeError } from "../../src/lib/describe-error";

describe("describeError", () => {
  it("shows the status and its text", () => {
    expect(describeError({ status: 404, statusText: "Not Found" })).toBe("404 Not Found");
  });
  it("shows a bare status", () => expect(describeError({ status: 500 })).toBe("500"));
  it("shows an error's message", () => expect(describeError(new Error("Boom"))).toBe("Boom"));
  it("shows a thrown string", () => expect(describeError("Chunk failed")).toBe("Chunk failed"));
  it("never shows an empty screen", () => {
    expect(describeError(undefined)).toBe("Unknown error");
    expect(describeError(new Error(""))).toBe("Unknown error");
  });
});
