import type { ActivityChangeView } from "../../../domain/activity-changes";
import { RIGHT_NAMES, type Rights, type Role, rightFlags } from "../../../domain/roles";

/**
 * A user's access to one account as the activity log compares it: the role, the rights it
 * grants by name, and a guest's channel.
 */
export const accessView = ({
  role,
  rights,
}: {
  role: Role;
  rights: Rights;
}): ActivityChangeView => {
  const flags = rightFlags(rights);
  return {
    role,
    rights: RIGHT_NAMES.filter((name) => flags[name]),
    channel: rights.guest?.channelGuid ?? null,
  };
};
