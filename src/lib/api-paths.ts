/**
 * The API paths the first screens read, built in one place: the feature calls use them, and so
 * does the boot's early start (src/app/routes/first-data.ts), which must ask for exactly the
 * same path for its response to be taken.
 */
const enc = encodeURIComponent;

export const apiPaths = {
  profileOverview: "/profile/overview",
  channels: (host: string) => `/channels/${enc(host)}`,
  channel: (host: string, channelId: string) => `/channels/${enc(host)}/${enc(channelId)}`,
  channelOverview: (host: string, channelId: string) =>
    `/channels/${enc(host)}/${enc(channelId)}/overview`,
  feed: (host: string, channelId: string) => `/posts/${enc(host)}/${enc(channelId)}`,
  drafts: (host: string, channelId: string, draftId?: string) =>
    `/drafts/${enc(host)}/${enc(channelId)}${draftId ? `/${enc(draftId)}` : ""}`,
  tags: (host: string) => `/tags/${enc(host)}`,
  postIcons: (host: string) => `/post-icons/${enc(host)}`,
  aiStatus: (host: string) => `/ai/${enc(host)}`,
} as const;
