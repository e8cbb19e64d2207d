import { randomBytes } from "node:crypto";
import { paths } from "../../domain/paths";
import { roleDefaultRights } from "../../domain/roles";
import { ZAcceptedResponse } from "../../domain/schemas/auth";
import { ZHostParams } from "../../domain/schemas/common";
import {
  emailDomainOf,
  ZCodeParams,
  ZCreateRegistrationPageRequest,
  ZInvitationParams,
  ZRegistrationPage,
  ZRegistrationPageList,
  ZRegistrationPageListQuery,
  ZRegistrationRequest,
} from "../../domain/schemas/invitation";
import { rightsFromDto } from "../../domain/user-rights";
import { recordActivity } from "../activity/record";
import { requireAccountAdmin } from "../auth/admin";
import { authenticate } from "../auth/plugin";
import { authRateLimit } from "../auth/rate-limit";
import { scopeOf } from "../auth/scope";
import { withdraw } from "../commands/invitations/remove";
import { sendInvitation } from "../commands/invitations/send";
import { ApiError } from "../errors";
import {
  listedAccounts,
  targetAccount,
  toInvitationDto,
  toRegistrationPageDto,
} from "../invitations/invitation-support";
import { alreadyMemberMail } from "../mail/invitation-mails";
import { runWrite, scopedWrite } from "../publishing/write";
import { InvitationExists } from "../repositories/invitations";
import { RegistrationPageExists } from "../repositories/registration-pages";
import type { RoutePlugin } from "./plugin";

/** What a registration-page request grants: a User with the role's defaults. */
const requestedRights = () => {
  const d = roleDefaultRights("user");
  return rightsFromDto({
    type: "normal",
    publish: d.publish ?? false,
    editAllPosts: d.editAllPosts ?? false,
    deleteAllPosts: d.deleteAllPosts ?? false,
    editAllDrafts: d.editAllDrafts ?? false,
    manageTags: d.manageTags ?? false,
    manageChannels: d.manageChannels ?? false,
  });
};

/**
 * Registration pages: an email domain, an account and a public url where a person
 * with an address at that domain asks for an invitation to the account.
 */
export const registrationPageRoutes: RoutePlugin = async (app, { services, db }) => {
  const { repos, config } = services;
  const admin = [authenticate(services), requireAccountAdmin(services)];

  app.get(
    "/registration-pages/:host",
    {
      schema: {
        params: ZHostParams,
        querystring: ZRegistrationPageListQuery,
        response: { 200: ZRegistrationPageList },
      },
      preHandler: admin,
    },
    async (request) => {
      const accounts = await listedAccounts(repos, scopeOf(request), request.query.scope);
      const pages = await repos.registrationPages.list(accounts.map((a) => a.id));
      return pages.map((p) => toRegistrationPageDto(p, config.publicUrl));
    },
  );

  app.post(
    "/registration-pages/:host",
    {
      schema: {
        params: ZHostParams,
        body: ZCreateRegistrationPageRequest,
        response: { 201: ZRegistrationPage },
      },
      preHandler: admin,
    },
    async (request, reply) => {
      const user = scopeOf(request).user;
      const scope = scopeOf(request).admin;
      const { emailDomain, accountKey } = request.body;
      const account = await targetAccount(repos, scopeOf(request), accountKey);
      if (await repos.registrationPages.domainTaken(scope.root.id, emailDomain)) {
        throw new ApiError(400, "registration-page-exists");
      }
      // The code travels in a shared url; 16 bytes are plenty and keep the url short.
      const code = randomBytes(16).toString("base64url");
      await runWrite(db, request, reply, async (tx) => {
        const row = await tx.registrationPages
          .create({
            code,
            rootAccountId: scope.root.id,
            accountId: account.id,
            emailDomain,
            createdBy: user.id,
          })
          .catch((error: unknown) => {
            if (error instanceof RegistrationPageExists) {
              throw new ApiError(400, "registration-page-exists");
            }
            throw error;
          });
        await recordActivity(tx, request, {
          accountId: account.id,
          action: "registration-page.create",
          target: { type: "registration-page", id: row.id, name: emailDomain },
          details: { accountKey: account.account_key },
        });
        const page = await tx.registrationPages.find(row.id);
        if (!page) throw new ApiError(404, "not-found");
        return { status: 201, body: toRegistrationPageDto(page, config.publicUrl) };
      });
    },
  );

  app.delete(
    "/registration-pages/:host/:id",
    { schema: { params: ZInvitationParams }, preHandler: admin },
    scopedWrite(db, async (request, context) => {
      await withdraw(context, request, "registration-page", request.params.id);
      return { status: 204, body: undefined };
    }),
  );

  const requestLimit = authRateLimit(services, "registration-request", (req) => {
    const { code } = req.params as { code: string };
    const { email } = req.body as { email?: unknown };
    return `${code.slice(0, 16)}|${typeof email === "string" ? email.trim().toLowerCase() : ""}`;
  });

  /**
   * A person at the page's email domain asks for an invitation. The answer is the same whether
   * an invitation was mailed, one sent by an administrator still stands, or the address already
   * has access (then a sign-in link is mailed), so the page reveals nobody's membership.
   */
  app.post(
    "/registration-pages/public/:domain/:code/request",
    {
      schema: {
        params: ZCodeParams,
        body: ZRegistrationRequest,
        response: { 202: ZAcceptedResponse },
      },
      preHandler: requestLimit,
    },
    async (request, reply) => {
      const { domain, code } = request.params;
      const { email } = request.body;
      const page = await repos.registrationPages.findByCode(domain, code);
      if (!page) throw new ApiError(404, "invitation-invalid");
      if (emailDomainOf(email) !== page.email_domain.toLowerCase()) {
        throw new ApiError(400, "email-domain-mismatch");
      }
      const account = await repos.accounts.findByKey(domain, page.account.account_key);
      if (!account) throw new ApiError(404, "invitation-invalid");
      const accepted = () => reply.code(202).send({ ok: true as const });

      const existing = await repos.users.findByEmail(domain, email);
      if (existing && (await repos.invitations.hasAccess(existing.id, account.id))) {
        const link = `${config.publicUrl}${paths.login}`;
        await services.mailer.send(alreadyMemberMail(existing.email, account.display_name, link));
        return accepted();
      }
      const open = await repos.invitations.findOpen(account.id, email);
      if (open) {
        const record = await repos.invitations.find(open.id);
        const adminSentAndLive =
          record && !record.registration_page_id && toInvitationDto(record).status === "pending";
        // An administrator's invitation (perhaps with more rights) is never replaced from here.
        if (adminSentAndLive) return accepted();
      }

      const requested = { ...requestedRights(), account, email, invitedBy: null };
      await sendInvitation(
        services,
        db,
        // A new request replaces an earlier requested (or expired) one with a fresh link.
        { ...requested, registrationPageId: page.id, inviterName: null, replaceOpen: true },
        (tx, row) =>
          tx.activity.add({
            accountId: account.id,
            actor: { id: null, displayName: email },
            action: "registration-page.request",
            target: { type: "registration-page", id: page.id, name: page.email_domain },
            details: { email, invitationId: row.id },
          }),
      ).catch((error: unknown) => {
        // A concurrent request for the same address won; its mail is on the way.
        if (!(error instanceof InvitationExists)) throw error;
      });
      return accepted();
    },
  );
};
