import { AiSettingsForm } from "../components/AiSettingsForm";
import { settingsPage } from "../forms/settings-page";

/** The account's AI mode settings. */
export default settingsPage("ai", AiSettingsForm);
