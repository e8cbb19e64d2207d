/** Build-time settings the app reads (README: Configuration). */
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_HELP_WIDGET_KEY?: string;
  readonly VITE_HELP_WIDGET_URL?: string;
}
