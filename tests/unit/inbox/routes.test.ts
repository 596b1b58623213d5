import { routeOf } from "../../../src/inbox/routes";

describe("the inbox's places", () => {
  it.each([
    ["/inbox", { view: "leads", search: "" }],
    ["/inbox/?status=new", { view: "leads", search: "?status=new" }],
    ["/inbox/lead/ld%2F1", { view: "lead", id: "ld/1", search: "" }],
    [
      "/inbox/lead/ld-1?status=new&q=acme",
      { view: "lead", id: "ld-1", search: "?status=new&q=acme" },
    ],
    ["/inbox/account", { view: "account" }],
    ["/inbox/team", { view: "team" }],
    ["/inbox/audit?page=3", { view: "audit", page: 3 }],
    ["/inbox/link?t=abc", { view: "link", token: "abc" }],
    ["/inbox/link", { view: "link", token: null }],
    ["/inbox/invite?t=xyz", { view: "invite", token: "xyz" }],
    ["/inbox/lead/", { view: "not-found" }],
    ["/inbox/lead/a/b", { view: "not-found" }],
    ["/inbox/lead/%E0%A4%A", { view: "not-found" }],
    ["/inboxes", { view: "not-found" }],
  ])("%s", (href, route) => {
    expect(routeOf(href)).toEqual(route);
  });
});
