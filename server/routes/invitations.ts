import { ZHostParams } from "../../domain/schemas/common";
import {
  ZAcceptInvitationResponse,
  ZCodeParams,
  ZCreateInvitationRequest,
  ZInvitableAccounts,
  ZInvitation,
  ZInvitationListQuery,
  ZInvitationPage,
  ZInvitationParams,
  ZPublicInvitation,
} from "../../domain/schemas/invitation";
import { recordActivity } from "../activity/record";
import { requireAccountAdmin } from "../auth/admin";
import { authorizeAdmin } from "../auth/authorize";
import { hashCode } from "../auth/codes";
import { authenticate } from "../auth/plugin";
import { authRateLimit } from "../auth/rate-limit";
import { scopeOf } from "../auth/scope";
import { withdraw } from "../commands/invitations/remove";
import { sendInvitation } from "../commands/invitations/send";
import { ApiError } from "../errors";
import {
  administeredAccounts,
  hostOf,
  invitationRights,
  listedAccounts,
  targetAccount,
  toInvitableAccount,
  toInvitationDto,
} from "../invitations/invitation-support";
import { scopedWrite } from "../publishing/write";
import { InvitationExists } from "../repositories/invitations";
import type { RoutePlugin } from "./plugin";

/**
 * Invitations: administrators of an account (or of its organisation)
 * invite an address to an account of the organisation with a role and rights; the invitee
 * opens the mailed link to create a user or, having one, to accept.
 */
export const invitationRoutes: RoutePlugin = async (app, { services, db }) => {
  const { repos } = services;
  const admin = [authenticate(services), requireAccountAdmin(services)];

  app.get(
    "/invitations/:host",
    {
      schema: {
        params: ZHostParams,
        querystring: ZInvitationListQuery,
        response: { 200: ZInvitationPage },
      },
      preHandler: admin,
    },
    async (request) => {
      const { scope, page, pageSize } = request.query;
      const accounts = await listedAccounts(repos, scopeOf(request), scope);
      const { items, total } = await repos.invitations.list(
        accounts.map((a) => a.id),
        { offset: (page - 1) * pageSize, limit: pageSize },
      );
      const now = new Date();
      return { items: items.map((r) => toInvitationDto(r, now)), total, page, pageSize };
    },
  );

  // The invite form's account selector.
  app.get(
    "/invitations/:host/accounts",
    { schema: { params: ZHostParams, response: { 200: ZInvitableAccounts } }, preHandler: admin },
    async (request) =>
      (await administeredAccounts(repos, scopeOf(request).user, scopeOf(request).admin)).map(
        toInvitableAccount,
      ),
  );

  app.post(
    "/invitations/:host",
    {
      schema: {
        params: ZHostParams,
        body: ZCreateInvitationRequest,
        response: { 201: ZInvitation },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const user = scopeOf(request).user;
      const { email, accountKey, rights } = request.body;
      const account = await targetAccount(repos, scopeOf(request), accountKey);
      const stored = await invitationRights(repos, account, rights);
      const existing = await repos.users.findByEmail(account.domain, email);
      if (existing && (await repos.invitations.hasAccess(existing.id, account.id))) {
        throw new ApiError(400, "user-already-exists");
      }
      const inviter = { invitedBy: user.id, inviterName: user.display_name };
      const created = await sendInvitation(
        services,
        db,
        { ...stored, ...inviter, account, email },
        (tx, row) =>
          recordActivity(tx, request, {
            accountId: account.id,
            action: "invitation.create",
            target: { type: "invitation", id: row.id, name: email },
            details: { accountKey: account.account_key, role: stored.role },
          }),
      ).catch((error: unknown) => {
        if (error instanceof InvitationExists) {
          throw new ApiError(400, "email-invitation-already-exists");
        }
        throw error;
      });
      const record = await repos.invitations.find(created.id);
      if (!record) throw new ApiError(404, "not-found");
      return reply.code(201).send(toInvitationDto(record));
    },
  );

  app.delete(
    "/invitations/:host/:id",
    { schema: { params: ZInvitationParams }, preHandler: admin },
    scopedWrite(db, async (request, context) => {
      await withdraw(context, request, "invitation", request.params.id);
      return { status: 204, body: undefined };
    }),
  );

  const lookupLimit = authRateLimit(services, "invitation-lookup", (req) => {
    const { domain, code } = req.params as { domain: string; code: string };
    return `${domain}|${code.slice(0, 16)}`;
  });

  // What the logged-out confirm-invitation and create-account pages show; also registration pages.
  app.get(
    "/invitations/public/:domain/:code",
    {
      schema: { params: ZCodeParams, response: { 200: ZPublicInvitation } },
      preHandler: lookupLimit,
    },
    async (request) => {
      const { domain, code } = request.params;
      const invitation = await repos.invitations.findByCode(domain, hashCode(code));
      if (invitation) {
        if (toInvitationDto(invitation).status !== "pending") {
          throw new ApiError(404, "invitation-invalid");
        }
        const existing = await repos.users.findByEmail(domain, invitation.email);
        return {
          kind: "invitation" as const,
          email: invitation.email,
          accountDomain: invitation.account.domain,
          accountKey: invitation.account.account_key,
          accountName: invitation.account.display_name,
          host: hostOf(invitation.account),
          existingUser: existing !== undefined,
          expiresAt: new Date(invitation.expires_utc).toISOString(),
        };
      }
      const page = await repos.registrationPages.findByCode(domain, code);
      if (!page) throw new ApiError(404, "invitation-invalid");
      return {
        kind: "registration-page" as const,
        accountDomain: page.account.domain,
        accountKey: page.account.account_key,
        accountName: page.account.display_name,
        emailDomain: page.email_domain,
      };
    },
  );

  // A signed-in user of the domain whose address was invited takes the access.
  app.post(
    "/invitations/:domain/:code/accept",
    {
      schema: { params: ZCodeParams, response: { 200: ZAcceptInvitationResponse } },
      preHandler: [authenticate(services), lookupLimit],
    },
    scopedWrite(db, async (request, { repos: tx, scope }) => {
      const user = scope.user;
      const { domain, code } = request.params;
      const invitation = await tx.invitations.findByCode(domain, hashCode(code));
      if (!invitation || user.domain !== domain) throw new ApiError(400, "invitation-invalid");
      authorizeAdmin(scope.standing, "accept", {
        kind: "invitation",
        addressedToAsker: invitation.email.toLowerCase() === user.email.toLowerCase(),
      });
      if (!(await tx.invitations.markAccepted(invitation.id, user.id))) {
        throw new ApiError(400, "invitation-invalid");
      }
      // Already a member (granted meanwhile): the invitation is spent, the access stays.
      if (!(await tx.invitations.hasAccess(user.id, invitation.account_id))) {
        await tx.access.grant(user.id, invitation.account_id, invitation.role, invitation.rights);
      }
      await recordActivity(tx, request, {
        accountId: invitation.account_id,
        action: "invitation.accept",
        target: { type: "invitation", id: invitation.id, name: invitation.email },
        details: { accountKey: invitation.account.account_key, role: invitation.role },
      });
      const { domain: accountDomain, account_key: accountKey } = invitation.account;
      return { status: 200, body: { accountDomain, accountKey } };
    }),
  );
};
