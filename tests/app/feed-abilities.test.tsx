import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Feed } from "../../src/features/posts/components/feed/Feed";
import { postAbilities } from "../domain/fixtures";
import { CHANNEL, HOST, json, post, renderUi, routeFetch } from "./editor-test-utils";
import { access } from "./fixtures";

afterEach(() => vi.unstubAllGlobals());

const may = postAbilities;

/** The actions the post's menu offers. */
async function menuOf(title: string): Promise<string[]> {
  const article = await screen.findByRole("article", { name: title });
  await userEvent.click(within(article).getByRole("button", { name: /actions/i }));
  const items = (await screen.findAllByRole("menuitem")).map((i) => i.textContent ?? "");
  await userEvent.keyboard("{Escape}");
  return items;
}

describe("feed actions follow the server's abilities", { timeout: 20_000 }, () => {
  // An editor who may publish but holds no editAllPosts/deleteAllPosts: before, the feed
  // offered Pin on everyone's posts because it checked only the publish right.
  const editor = access({ role: "user", rights: { allow: ["publish"] } });

  it("hides Pin, Highlight, Edit and Delete on another author's post the server would refuse", async () => {
    routeFetch({
      [`GET /posts/${HOST}/${CHANNEL}`]: () =>
        json(200, {
          items: [
            post("a1111111-1111-4111-8111-111111111111", "Someone else's", {
              authorId: "u2",
              abilities: may({}),
            }),
            post("b1111111-1111-4111-8111-111111111111", "My own", {
              authorId: "u9",
              abilities: may({
                edit: true,
                delete: true,
                pin: true,
                highlight: true,
                reorder: true,
              }),
            }),
          ],
          nextCursor: null,
          searchLimited: false,
          total: 2,
        }),
    });
    renderUi(<Feed host={HOST} channelId={CHANNEL} access={editor} onEdit={() => {}} />);

    const others = await menuOf("Someone else's");
    expect(others).toEqual(["Preview", "Copy post ID"]);

    const own = await menuOf("My own");
    expect(own).toEqual(expect.arrayContaining(["Edit", "Pin", "Highlight", "Delete"]));
  });

  it("offers Mark as key event exactly where the server's keyEvent ability says so", async () => {
    const editable = { edit: true, delete: true, pin: true, highlight: true, reorder: true };
    routeFetch({
      [`GET /posts/${HOST}/${CHANNEL}`]: () =>
        json(200, {
          items: [
            post("c1111111-1111-4111-8111-111111111111", "Markable", {
              authorId: "u9",
              abilities: may({ ...editable, keyEvent: true }),
            }),
            post("d1111111-1111-4111-8111-111111111111", "Editable only", {
              authorId: "u9",
              abilities: may(editable),
            }),
          ],
          nextCursor: null,
          searchLimited: false,
          total: 2,
        }),
    });
    // The client's own copy of the flags is not asked: the server's abilities decide.
    renderUi(<Feed host={HOST} channelId={CHANNEL} access={editor} onEdit={() => {}} />);
    expect(await menuOf("Markable")).toContain("Mark as key event");
    expect(await menuOf("Editable only")).not.toContain("Mark as key event");
  });
});
