import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type ProfileOverview, ZProfileOverview } from "../../domain/schemas/profile";
import { authenticate } from "../auth/plugin";
import type { UserRow } from "../db/schema";
import { ApiError } from "../errors";
import { type AccessRecord, toAccessDto } from "../repositories/access";
import type { Services } from "../services";

export function profileOverview(
  user: UserRow,
  records: AccessRecord[],
  representedBy: UserRow | null = null,
): ProfileOverview {
  const main = records.find((r) => r.accountId === user.main_account_id);
  // A user without access to its main account has been cut off; treat it as forbidden.
  if (!main) throw new ApiError(403, "forbidden");
  const cross = records.filter((r) => r !== main);
  return {
    userInformation: {
      user: {
        userId: user.id,
        displayName: user.display_name,
        username: user.username,
        email: user.email,
        avatarUrl: user.avatar_url,
        userRole: main.role,
        mainAccountDomain: main.account.domain,
        mainAccountKey: main.account.account_key,
        mainAccountName: main.account.name,
        crossAccountAccessKeys: cross.map((r) => r.account.account_key),
        isRepresented: representedBy !== null,
        googleBound: user.google_subject !== null,
        microsoftBound: user.microsoft_subject !== null,
        mainAuthor: {
          displayName: user.display_name,
          content: { url: user.avatar_url },
          rights: main.rights,
        },
      },
    },
    mainAccount: toAccessDto(main),
    crossAccounts: cross.map(toAccessDto),
  };
}

export const profileRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    "/profile/overview",
    { schema: { response: { 200: ZProfileOverview } }, preHandler: authenticate(services) },
    async (request) => {
      const user = request.currentUser!;
      return profileOverview(user, await services.repos.access.forUser(user.id), request.actor);
    },
  );
};
