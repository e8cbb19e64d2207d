/**
 * The in-app help widget: a script from the help vendor's host, initialised with the
 * signed-in user. It loads only when a public key is configured at build time; without one the
 * console gets a note and nothing else happens.
 */
export interface HelpWidgetConfig {
  /** VITE_HELP_WIDGET_KEY: the vendor's public key for this installation. */
  publicKey?: string;
  /** VITE_HELP_WIDGET_URL: the widget script on the vendor's host. */
  scriptUrl?: string;
}

export interface HelpWidgetUser {
  userId: string;
  displayName: string;
  mainAccountKey: string;
}

/** What the vendor script reads from `window.tickerHelpSettings` when it starts. */
export interface HelpWidgetSettings extends HelpWidgetUser {
  publicKey: string;
}

declare global {
  interface Window {
    tickerHelpSettings?: HelpWidgetSettings;
    /** Set by the vendor script once it runs; `update` takes a changed user. */
    TickerHelp?: { update?: (settings: HelpWidgetSettings) => void };
  }
}

export const HELP_WIDGET_SCRIPT_ID = "ticker-help-widget";

export const helpWidgetConfig = (): HelpWidgetConfig => ({
  publicKey: import.meta.env.VITE_HELP_WIDGET_KEY?.trim() || undefined,
  scriptUrl: import.meta.env.VITE_HELP_WIDGET_URL?.trim() || undefined,
});

let noted = false;

/**
 * Loads the widget for `user` once, or hands a changed user to the running one.
 * Returns what it did, for the caller's tests.
 */
export function loadHelpWidget(
  user: HelpWidgetUser,
  config: HelpWidgetConfig = helpWidgetConfig(),
): "not-configured" | "loaded" | "updated" {
  if (!config.publicKey || !config.scriptUrl) {
    if (!noted) {
      noted = true;
      console.info(
        "Help widget not loaded: set VITE_HELP_WIDGET_KEY and VITE_HELP_WIDGET_URL to enable it.",
      );
    }
    return "not-configured";
  }
  const settings: HelpWidgetSettings = { publicKey: config.publicKey, ...user };
  window.tickerHelpSettings = settings;
  if (document.getElementById(HELP_WIDGET_SCRIPT_ID)) {
    window.TickerHelp?.update?.(settings);
    return "updated";
  }
  const script = document.createElement("script");
  script.id = HELP_WIDGET_SCRIPT_ID;
  script.src = config.scriptUrl;
  script.async = true;
  document.head.appendChild(script);
  return "loaded";
}

/** Tests start each case without the note already written. */
export function resetHelpWidgetNote(): void {
  noted = false;
}
