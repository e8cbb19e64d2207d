import { UsageSettingsForm } from "../components/UsageSettingsForm";
import { settingsPage } from "../forms/settings-page";

/** Single sign-on enforcement and its allowed email domains. */
export default settingsPage("usage", UsageSettingsForm);
