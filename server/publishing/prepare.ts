import { z } from "zod";
import { missingPublishFeature } from "../../domain/abilities";
import { EMBED_ERROR, parseEmbedUrl } from "../../domain/content/embed-urls";
import { renderHtml } from "../../domain/content/render";
import { type ContentNode, type Doc, plainText, ZDoc } from "../../domain/content/schema";
import type { FeatureSettings } from "../../domain/features";
import { postInputProblem, ZPostRequest, ZPushChoice, ZVersioned } from "../../domain/schemas/post";
import { aiSettingsOf } from "../ai/settings";
import { authorize, refuse } from "../auth/authorize";
import { loadChannel } from "../auth/load-channel";
import type { RequestScope } from "../auth/scope";
import { sanitizeCustomHtml } from "../content/sanitize";
import type { UserRow } from "../db/schema";
import { ApiError } from "../errors";
import type { Repositories } from "../repositories";
import type { PostsRepository, WriterFields } from "../repositories/posts";

/**
 * Request bodies of post and draft writes: ZPostRequest, with the document checked here
 * (not by the route schema) so a bad document answers invalid-content.
 */
const ZWriterRequest = ZPostRequest.extend({ content: z.unknown().optional() });
export type WriterRequest = z.infer<typeof ZWriterRequest>;
/**
 * A post's publish and update, and a draft's save: the writer's fields and the push choice
 * (a draft keeps it for when it is published, by hand or by the scheduler).
 */
export const ZPostWriteRequest = ZWriterRequest.extend(ZPushChoice.shape);
export const ZPostUpdateRequest = ZPostWriteRequest.extend(ZVersioned.shape);

export interface WriterContext {
  /** Only the account's features are read. */
  access: FeatureSettings;
  accountId: string;
  /** The default author; an API key publishes as itself, with no user id. */
  user: Pick<UserRow, "display_name"> & { id: string | null };
  posts: PostsRepository;
  /** The account's AI settings turn the "AI-assisted" label on. */
  aiLabel: boolean;
}

/**
 * Validates embeds and images against the providers' URL rules (their features are checked
 * before), stores the parsed provider id, and sanitizes custom HTML, returning the clean node.
 */
function cleanNode(node: ContentNode): ContentNode {
  if (node.type === "image") {
    if (!/^(https?:\/\/|\/uploads\/)/i.test(node.attrs.src.trim())) {
      throw new ApiError(400, "invalid-content");
    }
    return node;
  }
  if (node.type === "embed") {
    const { provider } = node.attrs;
    if (provider === "html") {
      const html = sanitizeCustomHtml(node.attrs.html ?? "");
      if (!html) throw new ApiError(400, "invalid-content");
      return { type: "embed", attrs: { ...node.attrs, html } };
    }
    const parsed = parseEmbedUrl(node.attrs.url, provider);
    if (!parsed) throw new ApiError(400, EMBED_ERROR[provider]);
    return { type: "embed", attrs: { provider, url: parsed.url, id: parsed.id, html: null } };
  }
  if ("content" in node && node.content) {
    return { ...node, content: node.content.map(cleanNode) } as ContentNode;
  }
  return node;
}

/** The stored fields of a post or draft write, or an ApiError naming the problem. */
export async function prepareWriterFields(
  body: WriterRequest,
  ctx: WriterContext,
): Promise<WriterFields> {
  let content: Doc | null = null;
  if (body.content !== undefined && body.content !== null) {
    const parsed = ZDoc.safeParse(body.content);
    if (!parsed.success) throw new ApiError(400, "invalid-content");
    content = parsed.data;
  }
  const problem = postInputProblem({ title: body.title, content });
  if (problem) throw new ApiError(400, problem);

  if (missingPublishFeature(ctx.access, { ...body, content })) refuse("feature-disabled");
  if (content) content = cleanNode(content) as Doc;

  let author: { id: string | null; display_name: string } = ctx.user;
  if (body.authorId && body.authorId !== ctx.user.id) {
    const found = await ctx.posts.authorInAccount(ctx.accountId, body.authorId);
    if (!found) throw new ApiError(400, "author-not-found");
    author = found;
  }

  const seen = new Set<string>();
  const tags = body.tags.filter((t) => {
    const k = t.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });

  return {
    title: body.title.trim(),
    content,
    html: renderHtml(content, { customHtml: sanitizeCustomHtml }),
    plain_text: content ? plainText(content) : "",
    importance: body.importance,
    author_id: author.id,
    author_name: author.display_name,
    tags,
    icons: [...new Set(body.icons)],
    breaking: body.breaking,
    key_event: body.keyEvent,
    // The label is the newsroom's choice: with it switched off no post is labelled, and an
    // editor whose page still offers it is not refused for that.
    ai_assisted: body.aiAssisted === undefined ? undefined : body.aiAssisted && ctx.aiLabel,
  };
}

/** The stored fields of an editor's write: its account, user and the account's label choice. */
export const editorFields = (
  body: WriterRequest,
  { scope, repos }: { scope: RequestScope; repos: Pick<Repositories, "posts"> },
): Promise<WriterFields> =>
  prepareWriterFields(body, {
    access: scope.access,
    accountId: scope.accountId,
    user: scope.user,
    posts: repos.posts,
    aiLabel: aiSettingsOf(scope.host.record.account.settings).assistedLabel,
  });

/**
 * The fields of a new post or draft in `channelId`, once the asker holds `right` there and the
 * channel takes writes.
 */
export async function newEntryFields(
  context: { scope: RequestScope; repos: Repositories },
  channelId: string,
  right: "publish" | "writeDrafts",
  body: WriterRequest,
): Promise<WriterFields> {
  authorize(context.scope.asker, right, { kind: "channel", id: channelId });
  await loadChannel(context.repos, context.scope, channelId, "write");
  return editorFields(body, context);
}
