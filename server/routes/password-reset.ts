import { randomBytes } from "node:crypto";
import { RESET_CODE_TTL_MINUTES } from "../../domain/constants";
import { paths } from "../../domain/paths";
import {
  ZAcceptedResponse,
  ZPasswordResetCompleteRequest,
  ZPasswordResetStartRequest,
  ZResetParams,
} from "../../domain/schemas/auth";
import { ZDomainParams } from "../../domain/schemas/common";
import { hashCode } from "../auth/codes";
import { hashPassword } from "../auth/password";
import { authRateLimit, loginAccountKey } from "../auth/rate-limit";
import { ApiError } from "../errors";
import { runWrite } from "../publishing/write";
import type { RoutePlugin } from "./plugin";

export const passwordResetRoutes: RoutePlugin = async (app, { services, db }) => {
  const { repos, mailer, config } = services;
  const startLimit = authRateLimit(services, "password-reset", (req) => {
    const { domain } = req.params as { domain: string };
    return loginAccountKey(repos, domain, (req.body as { email: string }).email);
  });
  const completeLimit = authRateLimit(
    services,
    "password-reset-complete",
    (req) => (req.params as { domain: string }).domain,
  );

  app.post(
    "/password-reset/:domain",
    {
      schema: {
        params: ZDomainParams,
        body: ZPasswordResetStartRequest,
        response: { 202: ZAcceptedResponse },
      },
      preHandler: startLimit,
    },
    async (request, reply) => {
      const { domain } = request.params;
      // The answer is the same whether or not the address exists (no user enumeration).
      const user = await repos.users.findByEmail(domain, request.body.email);
      if (user) {
        const code = randomBytes(32).toString("base64url");
        const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000);
        await repos.passwordResets.create(hashCode(code), user.id, expiresAt);
        const link = `${config.publicUrl}${paths.resetPassword(domain, code)}`;
        await mailer.send({
          to: user.email,
          subject: "Reset your Ticker password",
          text: `Hello ${user.display_name},\n\nSet a new password for Ticker here (valid for ${RESET_CODE_TTL_MINUTES} minutes):\n${link}\n\nIf you did not ask for this, ignore this mail.`,
          link,
        });
      }
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    "/password-reset/:domain/:code",
    {
      schema: {
        params: ZResetParams,
        body: ZPasswordResetCompleteRequest,
        response: { 200: ZAcceptedResponse },
      },
      preHandler: completeLimit,
    },
    async (request, reply) => {
      const { domain, code } = request.params;
      const passwordHash = await hashPassword(request.body.password);
      await runWrite(db, request, reply, async (tx) => {
        const done = await tx.passwordResets.consume(hashCode(code), domain, passwordHash);
        if (!done) throw new ApiError(400, "reset-code-invalid");
        return { status: 200, body: { ok: true as const } };
      });
    },
  );
};
