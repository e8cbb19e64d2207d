import { errorKeyOf } from "../../api/posts";

/** The translation key for a link card that could not be made: a bad URL, or no preview. */
export const linkCardErrorMessageKey = (error: unknown): string =>
  errorKeyOf(error) === "invalid-url" ? "errors.invalid-url" : "errors.link-card-unavailable";
