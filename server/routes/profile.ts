import multipart from "@fastify/multipart";
import { guestRightsWith } from "../../domain/abilities";
import { ZAcceptedResponse } from "../../domain/schemas/auth";
import { IMAGE_MAX_BYTES } from "../../domain/schemas/media";
import {
  type ProfileOverview,
  ZAvatarResponse,
  ZChangePasswordRequest,
  ZProfileOverview,
  ZUpdateProfileRequest,
  ZUpdateProfileResponse,
} from "../../domain/schemas/profile";
import { authorizeAdmin, refuse } from "../auth/authorize";
import { ownCredentials } from "../auth/credentials";
import { hashPassword, verifyPassword } from "../auth/password";
import { authenticate } from "../auth/plugin";
import { presentAccountAccess } from "../auth/present";
import { scopeOf } from "../auth/scope";
import { updateProfile } from "../commands/profile/update";
import type { UserRow } from "../db/schema";
import { ApiError } from "../errors";
import { storeImage } from "../media/store";
import { readUploadedFile } from "../media/upload";
import { runWrite } from "../publishing/write";
import type { AccessRecord } from "../repositories/access";
import type { RoutePlugin } from "./plugin";

export function profileOverview(
  user: UserRow,
  records: AccessRecord[],
  representedBy: UserRow | null = null,
  pendingEmail: string | null = null,
): ProfileOverview {
  const main = records.find((r) => r.accountId === user.main_account_id);
  // A user without access to its main account has been cut off; treat it as forbidden.
  if (!main) refuse("forbidden");
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
        pendingEmail,
        mainAuthor: {
          displayName: user.display_name,
          content: { url: user.avatar_url },
          rights: main.rights,
        },
      },
    },
    mainAccount: presentAccountAccess(user.id, main),
    crossAccounts: cross.map((record) => presentAccountAccess(user.id, record)),
  };
}

export const profileRoutes: RoutePlugin = async (app, { services, db }) => {
  const { repos } = services;
  // Scoped to this plugin: the photo upload is its only multipart body.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  /**
   * The overview says when a guest's channel is archived or gone (guestRightsWith), and the app
   * shows "You don't have access to any channel" instead of an editor whose every action fails.
   */
  const withLiveGuestChannels = (records: AccessRecord[]) =>
    Promise.all(
      records.map(async (record) => {
        const channelId = record.role === "guest" ? record.rights.guest?.channelGuid : undefined;
        if (!channelId) return record;
        const channel = await repos.channels.find(record.accountId, channelId);
        return { ...record, rights: guestRightsWith(record, channel) };
      }),
    );

  app.get(
    "/profile/overview",
    { schema: { response: { 200: ZProfileOverview } }, preHandler: authenticate(services) },
    async (request) => {
      const user = scopeOf(request).user;
      const [records, pendingEmail] = await Promise.all([
        repos.access.forUser(user.id).then(withLiveGuestChannels),
        repos.emailChanges.pendingEmail(user.id),
      ]);
      return profileOverview(user, records, request.actor, pendingEmail);
    },
  );

  app.put(
    "/profile",
    {
      schema: { body: ZUpdateProfileRequest, response: { 200: ZUpdateProfileResponse } },
      // Before validation: a caller without a token learns nothing about the body.
      preValidation: authenticate(services),
    },
    async (request) => {
      const user = scopeOf(request).user;
      const { username, email } = request.body;
      const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
      // The person's credentials stay theirs: an administrator signed in as them may not move
      // the address password resets go to.
      if (emailChanged)
        authorizeAdmin(scopeOf(request).standing, "change", { kind: "credentials" });
      const taken = await repos.profiles.conflicts(user.domain, user.id, { username, email });
      if (taken.username) throw new ApiError(400, "username-taken");
      if (emailChanged && taken.email) throw new ApiError(400, "user-already-exists");

      return { pendingEmail: await updateProfile(services, db, user, request.body) };
    },
  );

  app.post(
    "/profile/password",
    {
      schema: { body: ZChangePasswordRequest, response: { 200: ZAcceptedResponse } },
      preValidation: [authenticate(services), ownCredentials],
    },
    async (request, reply) => {
      const user = scopeOf(request).user;
      if (!(await verifyPassword(request.body.currentPassword, user.password_hash))) {
        throw new ApiError(400, "incorrect-current-password");
      }
      const passwordHash = await hashPassword(request.body.password);
      // Whoever else holds a session (perhaps with the old password) is signed out; this one stays.
      await runWrite(db, request, reply, async (tx) => {
        await tx.profiles.setPasswordHash(user.id, passwordHash);
        await tx.sessions.revokeUser(user.id, request.session!.id);
        return { status: 200, body: { ok: true as const } };
      });
    },
  );

  app.post(
    "/profile/avatar",
    { schema: { response: { 200: ZAvatarResponse } }, preHandler: authenticate(services) },
    async (request) => {
      const user = scopeOf(request).user;
      const bytes = await readUploadedFile(request);
      const image = await storeImage(
        services,
        { accountId: user.main_account_id, userId: user.id },
        bytes,
      );
      await repos.profiles.setAvatar(user.id, image.url);
      return { avatarUrl: image.url };
    },
  );

  app.delete(
    "/profile/avatar",
    { schema: { response: { 200: ZAvatarResponse } }, preHandler: authenticate(services) },
    async (request) => {
      await repos.profiles.setAvatar(scopeOf(request).user.id, null);
      return { avatarUrl: null };
    },
  );
};
