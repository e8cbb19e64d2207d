import { AdvancedSettingsForm } from "../components/AdvancedSettingsForm";
import { settingsPage } from "../forms/settings-page";

/** The account's advanced settings: the link-card metadata header. */
export default settingsPage("advanced", AdvancedSettingsForm);
