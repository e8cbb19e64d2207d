import { z } from "zod";
import { RIGHT_NAMES, type RightName, ROLES } from "../../../domain/roles";
import type { AccessFormValues } from "../../../domain/user-rights";

/** The i18n key's message for every required access field. */
export const REQUIRED_MESSAGE = "forms.errors.required";

const flags = Object.fromEntries(RIGHT_NAMES.map((r) => [r, z.boolean()])) as Record<
  RightName,
  z.ZodBoolean
>;

/**
 * Validation of the access fields: a role is required, and a channel when the role
 * is Guest. Messages are i18n keys; the fields translate them.
 */
export const ZAccessFormValues = z
  .object({
    role: z.union([z.enum(ROLES), z.literal("")]).refine((role) => role !== "", {
      message: REQUIRED_MESSAGE,
    }),
    channelId: z.string(),
    ...flags,
  })
  .superRefine((values, ctx) => {
    if (values.role === "guest" && values.channelId.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["channelId"], message: REQUIRED_MESSAGE });
    }
  }) satisfies z.ZodType<AccessFormValues>;
