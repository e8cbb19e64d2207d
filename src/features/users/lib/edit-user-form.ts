import { z } from "zod";
import { NAME_MAX_LENGTH } from "../../../../domain/constants";
import type { UserListItem } from "../../../../domain/schemas/user";
import {
  accessFormFromRights,
  type EditUserFormValues,
  emptyCrossAccountUpdate,
} from "../../../../domain/user-rights";
import { REQUIRED_MESSAGE, ZAccessFormValues } from "../../../components/access";

const ZItem = z.object({ accountKey: z.string() });

/**
 * The edit-user form: display name required (trimmed) and bounded, role required,
 * a Guest's channel required. Messages are i18n keys.
 */
export const ZEditUserForm = z.object({
  displayName: z
    .string()
    .refine((v) => v.trim().length > 0, { message: REQUIRED_MESSAGE })
    .refine((v) => v.trim().length <= NAME_MAX_LENGTH, { message: "forms.errors.maxLength" }),
  username: z.string(),
  rights: ZAccessFormValues,
  crossAccountAccessUpdate: z.object({
    addAccounts: z.array(ZItem),
    removeAccounts: z.array(ZItem),
  }),
}) satisfies z.ZodType<EditUserFormValues>;

/** What the form starts from for a user: stored rights shown as flags (absent list: all true). */
export const editUserDefaults = (user: UserListItem): EditUserFormValues => ({
  displayName: user.displayName,
  username: user.username,
  rights: accessFormFromRights(user.role, user.rights),
  crossAccountAccessUpdate: emptyCrossAccountUpdate(),
});
