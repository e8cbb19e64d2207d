import type { ComponentProps } from "react";
import { LazyPostEditor } from "../../src/features/posts/components/editor/LazyPostEditor";
import { access } from "./fixtures";
import { CHANNEL, HOST } from "./ui-test-utils";

/**
 * The composer as the suite opens it for a new post (tags and icons off, callbacks that do
 * nothing); `props` replaces any of that.
 */
export const lazyComposer = (props: Partial<ComponentProps<typeof LazyPostEditor>> = {}) => (
  <LazyPostEditor
    host={HOST}
    channelId={CHANNEL}
    access={access({ disabledFeatures: ["tags", "postIcons"] })}
    authorName="Ada Admin"
    target={{ kind: "new" }}
    canPublish
    onPublish={async () => {}}
    onSaveDraft={async () => "saved" as const}
    onDone={() => {}}
    {...props}
  />
);
