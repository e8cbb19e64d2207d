import { ZActivityPage, ZActivityPeople, ZActivityQuery } from "../../domain/schemas/activity";
import { ZHostParams } from "../../domain/schemas/common";
import { requireAccountAdmin } from "../auth/admin";
import { authenticate } from "../auth/plugin";
import { scopeOf } from "../auth/scope";
import type { RoutePlugin } from "./plugin";

/** The account's activity log, newest first and filtered: read by its administrators only. */
export const activityRoutes: RoutePlugin<"services"> = async (app, { services }) => {
  app.get(
    "/accounts/:host/activity",
    {
      schema: {
        params: ZHostParams,
        querystring: ZActivityQuery,
        response: { 200: ZActivityPage },
      },
      preHandler: [authenticate(services), requireAccountAdmin(services)],
    },
    async (request) => {
      const { account } = scopeOf(request).admin;
      const { page, pageSize } = request.query;
      const { items, total } = await services.repos.activity.page(account.id, request.query);
      return { items, total, page, pageSize };
    },
  );

  app.get(
    "/accounts/:host/activity/people",
    {
      schema: { params: ZHostParams, response: { 200: ZActivityPeople } },
      preHandler: [authenticate(services), requireAccountAdmin(services)],
    },
    async (request) => services.repos.activity.people(scopeOf(request).admin.account.id),
  );
};
