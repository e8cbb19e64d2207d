/** The seeded demo set (README, `npm start` output). */
export const DEMO = {
  domain: "demo",
  accountKey: "newsroom",
  host: "newsroom.demo",
  channelsPath: "/accounts/demo/newsroom/channels",
  channels: ["Election night", "Match day"],
  users: {
    admin: { email: "admin@ticker.local", password: "Ticker-admin-1" },
    editor: { email: "editor@ticker.local", password: "Ticker-editor-1" },
    guest: { email: "guest@ticker.local", password: "Ticker-guest-1" },
  },
} as const;

export type DemoRole = keyof typeof DEMO.users;
