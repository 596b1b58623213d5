/**
 * What a request's body is: JSON (the scripts), a form post (a browser without them),
 * multipart (refused unread: no form of ours sends it), or anything else. JSON and form posts
 * may only name UTF-8 as their charset.
 */
export type BodyType = "json" | "form" | "multipart" | "other";

export function bodyType(header: string | undefined): BodyType {
  const [type = "", ...parameters] = (header ?? "").split(";").map((part) => part.trim());
  const mediaType = type.toLowerCase();
  if (mediaType === "multipart/form-data") return "multipart";
  const utf8 = parameters.every((parameter) => {
    const [name = "", value = ""] = parameter.split("=").map((part) => part.trim().toLowerCase());
    return name !== "charset" || value.replace(/"/g, "") === "utf-8";
  });
  if (!utf8) return "other";
  if (mediaType === "application/json") return "json";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return "other";
}

/** Fastify's form parser gives a name's one value, or its values in order when it repeats. */
export type FormBody = Readonly<Record<string, string | readonly string[]>>;

/** A parsed form as the lead rules read it: every value a name was given, in order. */
export function postedFields(body: FormBody): Map<string, readonly string[]> {
  const fields = new Map<string, readonly string[]>();
  for (const name of Object.keys(body)) {
    const value = body[name];
    if (value !== undefined) fields.set(name, typeof value === "string" ? [value] : value);
  }
  return fields;
}
