import { MediaSettingsForm } from "../components/MediaSettingsForm";
import { settingsPage } from "../forms/settings-page";

/** Image source sets, container class name and base path. */
export default settingsPage("media", MediaSettingsForm);
