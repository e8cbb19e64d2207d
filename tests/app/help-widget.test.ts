import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HELP_WIDGET_SCRIPT_ID,
  type HelpWidgetSettings,
  loadHelpWidget,
  resetHelpWidgetNote,
} from "../../src/lib/help-widget";

const user = { userId: "u-1", displayName: "Ada Admin", mainAccountKey: "newsroom" };
const config = { publicKey: "pk-123", scriptUrl: "https://help.example.com/widget.js" };
const scripts = () => document.querySelectorAll(`#${HELP_WIDGET_SCRIPT_ID}`);

beforeEach(() => {
  resetHelpWidgetNote();
  document.getElementById(HELP_WIDGET_SCRIPT_ID)?.remove();
  delete window.tickerHelpSettings;
  delete window.TickerHelp;
});

afterEach(() => vi.restoreAllMocks());

describe("help widget", () => {
  it("without a public key writes one console note and loads nothing", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    expect(loadHelpWidget(user, { scriptUrl: config.scriptUrl })).toBe("not-configured");
    expect(loadHelpWidget(user, {})).toBe("not-configured");
    expect(info).toHaveBeenCalledTimes(1);
    expect(String(info.mock.calls[0]?.[0])).toContain("VITE_HELP_WIDGET_KEY");
    expect(scripts()).toHaveLength(0);
    expect(window.tickerHelpSettings).toBeUndefined();
  });

  it("loads the vendor script once, initialised with the user and the main account key", () => {
    expect(loadHelpWidget(user, config)).toBe("loaded");
    const [script] = scripts();
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect((script as HTMLScriptElement).src).toBe(config.scriptUrl);
    expect((script as HTMLScriptElement).async).toBe(true);
    expect(window.tickerHelpSettings).toEqual({ publicKey: "pk-123", ...user });
  });

  it("hands a changed user to the running widget without a second script", () => {
    loadHelpWidget(user, config);
    const update = vi.fn<(settings: HelpWidgetSettings) => void>();
    window.TickerHelp = { update };
    const next = { ...user, userId: "u-2", displayName: "Ed Editor" };
    expect(loadHelpWidget(next, config)).toBe("updated");
    expect(scripts()).toHaveLength(1);
    expect(update).toHaveBeenCalledWith({ publicKey: "pk-123", ...next });
    expect(window.tickerHelpSettings?.userId).toBe("u-2");
  });
});
