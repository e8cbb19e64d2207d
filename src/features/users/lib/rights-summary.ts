import type { UserListItem } from "../../../../domain/schemas/user";
import {
  accessFormFromRights,
  COMMENT_FLAGS,
  MANAGEMENT_FLAGS,
  PUBLISH_FLAGS,
} from "../../../../domain/user-rights";

/** How many of the rights the role's sections show the user holds (admins hold them all). */
export function rightsSummary(user: Pick<UserListItem, "role" | "rights">): {
  count: number;
  total: number;
} {
  const flags = [...PUBLISH_FLAGS, ...(user.role === "guest" ? COMMENT_FLAGS : MANAGEMENT_FLAGS)];
  if (user.role === "admin") return { count: flags.length, total: flags.length };
  const values = accessFormFromRights(user.role, user.rights);
  return { count: flags.filter((f) => values[f]).length, total: flags.length };
}

/** Local filter of a loaded list: name, email or username, case-insensitive. */
export function filterUsers<T extends Pick<UserListItem, "displayName" | "email" | "username">>(
  users: readonly T[],
  query: string,
  locale?: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase(locale);
  if (!needle) return [...users];
  return users.filter((u) =>
    [u.displayName, u.email, u.username].some((v) => v.toLocaleLowerCase(locale).includes(needle)),
  );
}
