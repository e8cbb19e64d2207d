import { ZHostParams } from "../../domain/schemas/common";
import { ZTag, ZTagList, ZTagParams, ZTagRequest } from "../../domain/schemas/tag";
import { allow } from "../auth/authorize";
import { authenticate, requireHostAccess } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import { ApiError } from "../errors";
import { TagNameTaken } from "../repositories/tags";
import type { RoutePlugin } from "./plugin";

/** Repository errors become the spec's tag-not-unique. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof TagNameTaken) throw new ApiError(400, "tag-not-unique");
    throw error;
  }
}

/** Tags: any member of the account reads them; writes need manage.tags (right and feature). */
export const tagRoutes: RoutePlugin<"services"> = async (app, { services }) => {
  const { tags } = services.repos;
  const member = [authenticate(services), requireHostAccess(services)];
  // manage.tags holds the tags feature too; a disabled feature gets its own key for the client.
  const mayManage = allow<"tag">("manage", () => ({ kind: "tag" }));
  const manager = [authenticate(services), requireHostAccess(services), mayManage];

  app.get(
    "/tags/:host",
    { schema: { params: ZHostParams, response: { 200: ZTagList } }, preHandler: member },
    async (request) => tags.list(scopeOf(request).host.record.accountId),
  );

  app.post(
    "/tags/:host",
    {
      schema: { params: ZHostParams, body: ZTagRequest, response: { 201: ZTag } },
      preHandler: manager,
    },
    async (request, reply) => {
      const { record } = scopeOf(request).host;
      const tag = await unique(() => tags.create(record.accountId, request.body.name));
      return reply.code(201).send(tag);
    },
  );

  app.put(
    "/tags/:host/:tagId",
    {
      schema: { params: ZTagParams, body: ZTagRequest, response: { 200: ZTag } },
      preHandler: manager,
    },
    async (request) => {
      const { record } = scopeOf(request).host;
      const tag = await unique(() =>
        tags.rename(record.accountId, request.params.tagId, request.body.name),
      );
      if (!tag) throw new ApiError(404, "not-found");
      return tag;
    },
  );

  app.delete(
    "/tags/:host/:tagId",
    { schema: { params: ZTagParams }, preHandler: manager },
    async (request, reply) => {
      const { record } = scopeOf(request).host;
      if (!(await tags.remove(record.accountId, request.params.tagId))) {
        throw new ApiError(404, "not-found");
      }
      return reply.code(204).send();
    },
  );
};
