import type { FastifyReply, FastifyRequest } from "fastify";
import { EXTENSIONS_PER_ACCOUNT_MAX } from "../../domain/extensions";
import { ZHostParams } from "../../domain/schemas/common";
import {
  type Extension,
  ZExtension,
  ZExtensionList,
  ZExtensionParams,
  ZExtensionRequest,
} from "../../domain/schemas/extension";
import { recordActivity } from "../activity/record";
import { requireAccountAdmin } from "../auth/admin";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError, sendError } from "../errors";
import { checkCss, checkJavaScript } from "../extensions/code-check";
import { runWrite } from "../publishing/write";
import type { Repositories } from "../repositories";
import type { ExtensionValues } from "../repositories/extensions";
import type { RoutePlugin } from "./plugin";

type CodeError = {
  errorKey: "extension-invalid-javascript" | "extension-invalid-css";
  fields: Record<string, string>;
};

/** The first parse problem, named in `fields` (line:column: text) for the form to show. */
async function codeError(values: ExtensionValues): Promise<CodeError | undefined> {
  const js = await checkJavaScript(values.javaScriptString);
  if (js) {
    return { errorKey: "extension-invalid-javascript", fields: { javaScriptString: js.detail } };
  }
  const css = await checkCss(values.cssString);
  if (css) return { errorKey: "extension-invalid-css", fields: { cssString: css.detail } };
  return undefined;
}

const refuse = (reply: FastifyReply, error: CodeError) =>
  sendError(reply, 400, error.errorKey, { fields: error.fields });

const target = (extension: Extension) => ({
  type: "extension" as const,
  id: extension.id,
  name: extension.name,
});

/** Extensions of an account: any admin of the account manages them. */
export const extensionRoutes: RoutePlugin = async (app, { services, db }) => {
  const { extensions } = services.repos;
  const admin = [authenticate(services), requireAccountAdmin(services)];
  /** Saving code: an admin, and code that parses (else 400 naming the problem). */
  const saveCode = [
    ...admin,
    async (request: FastifyRequest, reply: FastifyReply) => {
      const invalid = await codeError(request.body as ExtensionValues);
      if (invalid) return refuse(reply, invalid);
    },
  ];
  const accountId = (request: FastifyRequest) => scopeOf(request).admin.account.id;

  /**
   * Runs a change of the account's extensions and its activity entry in one write, answering
   * `status` with the extension; a change that found no extension answers 404.
   */
  const changeExtension = (
    request: FastifyRequest,
    reply: FastifyReply,
    action: "extension.create" | "extension.update" | "extension.delete",
    status: 200 | 201 | 204,
    change: (repos: Repositories, accountId: string) => Promise<Extension | undefined>,
  ): Promise<void> =>
    runWrite(db, request, reply, async (repos) => {
      const id = accountId(request);
      const row = await change(repos, id);
      if (!row) throw new ApiError(404, "not-found");
      await recordActivity(repos, request, {
        accountId: id,
        action,
        target: target(row),
        details: { type: row.type },
      });
      return { status, body: status === 204 ? undefined : row };
    });

  app.get(
    "/extensions/:host",
    { schema: { params: ZHostParams, response: { 200: ZExtensionList } }, preHandler: admin },
    async (request) => extensions.list(accountId(request)),
  );

  app.get(
    "/extensions/:host/:id",
    { schema: { params: ZExtensionParams, response: { 200: ZExtension } }, preHandler: admin },
    async (request) => {
      const found = await extensions.find(accountId(request), request.params.id);
      if (!found) throw new ApiError(404, "not-found");
      return found;
    },
  );

  app.post(
    "/extensions/:host",
    {
      schema: { params: ZHostParams, body: ZExtensionRequest, response: { 201: ZExtension } },
      preHandler: saveCode,
    },
    (request, reply) =>
      changeExtension(request, reply, "extension.create", 201, async (repos, id) => {
        if ((await repos.extensions.count(id)) >= EXTENSIONS_PER_ACCOUNT_MAX) {
          throw new ApiError(400, "validation-failed");
        }
        return repos.extensions.create(id, scopeOf(request).user.id, request.body);
      }),
  );

  app.put(
    "/extensions/:host/:id",
    {
      schema: { params: ZExtensionParams, body: ZExtensionRequest, response: { 200: ZExtension } },
      preHandler: saveCode,
    },
    (request, reply) =>
      changeExtension(request, reply, "extension.update", 200, (repos, id) =>
        repos.extensions.update(id, request.params.id, request.body),
      ),
  );

  app.delete(
    "/extensions/:host/:id",
    { schema: { params: ZExtensionParams }, preHandler: admin },
    (request, reply) =>
      changeExtension(request, reply, "extension.delete", 204, (repos, id) =>
        repos.extensions.remove(id, request.params.id),
      ),
  );
};
