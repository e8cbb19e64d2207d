import type { Locale } from "../../domain/constants";
import type { DomainAddress } from "../../domain/schemas/auth";
import { getDomainAddresses } from "../features/auth/api/domain-addresses";
import { chooseDomain } from "../features/auth/lib/domain-selection";
import { regionNote, regionStatus } from "../features/auth/lib/region-status";
import { type SsoPathName, ssoPathNames } from "../features/auth/lib/sso-path-names";
import { storage } from "../lib/local-data/web-storage";
import { htmlLang } from "../lib/locale";
import { getTheme } from "../lib/theme";
import { h, ICONS, icon } from "./dom";
import {
  check,
  clean,
  type FieldErrorKey,
  LOGIN_FIELDS,
  type LoginFieldName,
  MAX_LENGTH,
} from "./fields";
import { type Credentials, DESCRIBED, type LoginMessage, signIn } from "./sign-in";
import { translator } from "./strings";
import { buildView, busyButton, type LoginView } from "./view";

interface State {
  /** The region list: undefined until it arrives. */
  region: { list: DomainAddress[] | undefined; failed: boolean; selected: string };
  errors: Partial<Record<LoginFieldName, FieldErrorKey>>;
  /** After the first submit every change is checked again. */
  submitted: boolean;
  message: LoginMessage | null;
  /** The sign-in under way: by password or by one provider. */
  busy: "password" | SsoPathName | null;
}

export interface LoginPageOptions {
  locale: Locale;
  /** The page's query string: ?redirectUrl= says where to go after signing in. */
  search: string;
  /** Where a successful sign-in goes: a full page load into the app. */
  navigate: (url: string) => void;
  onLanguage: (locale: Locale) => void;
  onToggleTheme: () => void;
}

/**
 * The sign-in page as plain DOM: the region selector with its loading, error and
 * empty states, the two fields, single sign-on, and the messages. Returns a function
 * that draws it again in another language, keeping what was typed.
 */
export function mountLoginPage(host: HTMLElement, options: LoginPageOptions) {
  const state: State = {
    region: { list: undefined, failed: false, selected: "" },
    errors: {},
    submitted: false,
    message: null,
    busy: null,
  };
  let locale = options.locale;
  let t = translator(locale);
  let view: LoginView;

  const currentRegionStatus = () => regionStatus(state.region.list, state.region.failed);

  const showAlert = () => {
    const { message } = state;
    view.alert.hidden = !message;
    view.alert.replaceChildren();
    if (!message) return;
    view.alert.className = `lg-alert lg-alert--${message === "sso-unavailable" ? "warning" : "error"}`;
    view.alert.append(
      icon(ICONS.alert),
      h(
        "div",
        { class: "lg-alert-content" },
        h("p", { class: "lg-alert-title" }, t(`auth.login.errors.${message}`)),
        DESCRIBED.has(message) && h("p", {}, t(`auth.login.errors.${message}-description`)),
      ),
    );
  };

  const showRegion = () => {
    const { list = [], selected } = state.region;
    const status = currentRegionStatus();
    const { control, select, note } = view.region;
    if (status === "loading") {
      control.replaceChildren(h("div", { class: "lg-skeleton", "aria-hidden": "true" }));
    } else {
      select.replaceChildren(
        ...(list.length !== 1
          ? [h("option", { value: "", disabled: true }, t("auth.login.chooseRegion"))]
          : []),
        ...list.map((d) => h("option", { value: d.address }, d.displayName)),
      );
      select.value = selected;
      select.disabled = status !== "ready";
      control.replaceChildren(view.region.box);
    }
    const shown = regionNote(status, list.length, state.message === "no-region-selected");
    const error = shown?.tone === "error";
    note.textContent = shown ? t(shown.key) : "";
    note.className = error ? "lg-error" : "lg-hint";
    select.setAttribute("aria-invalid", String(error));
    if (shown) select.setAttribute("aria-describedby", note.id);
    else select.removeAttribute("aria-describedby");
  };

  const showField = (name: LoginFieldName) => {
    const error = state.errors[name];
    const input = view.inputs[name];
    view.errors[name].textContent = error ? t(error, { length: MAX_LENGTH[name] }) : "";
    if (error) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", view.errors[name].id);
    } else {
      input.removeAttribute("aria-invalid");
      input.removeAttribute("aria-describedby");
    }
  };

  const setBusy = (button: HTMLButtonElement, busy: boolean, disabled: boolean) => {
    button.disabled = busy || disabled;
    button.toggleAttribute("data-loading", busy);
    button.setAttribute("aria-busy", String(busy));
  };

  const showSso = () => {
    const providers = ssoPathNames(state.region.list, state.region.selected);
    view.sso.root.hidden = providers.length === 0;
    const buttons = providers.map((provider) => {
      const label = t(provider === "google" ? "auth.login.google" : "auth.login.microsoft");
      const button = busyButton(label, { type: "button", class: "lg-button lg-button--outline" });
      setBusy(button, state.busy === provider, false);
      button.addEventListener("click", () => void submit({ sso: provider }));
      return button;
    });
    view.sso.buttons.replaceChildren(...buttons);
  };

  const showBusy = () => {
    setBusy(view.submit, state.busy === "password", currentRegionStatus() === "loading");
    for (const button of view.sso.buttons.querySelectorAll("button")) {
      button.disabled = state.busy !== null;
    }
  };

  const showTheme = () => {
    view.themeToggle.replaceChildren(icon(getTheme() === "dark" ? ICONS.sun : ICONS.moon));
  };

  const validate = (name: LoginFieldName) => {
    state.errors[name] = check(name, view.inputs[name].value);
    showField(name);
  };

  async function submit(credentials: Credentials | null) {
    if (state.busy) return;
    let chosen = credentials;
    if (!chosen) {
      state.submitted = true;
      for (const name of LOGIN_FIELDS) validate(name);
      const firstInvalid = LOGIN_FIELDS.find((name) => state.errors[name]);
      if (firstInvalid) {
        view.inputs[firstInvalid].focus();
        return;
      }
      chosen = {
        email: clean("email", view.inputs.email.value),
        password: view.inputs.password.value,
      };
    }
    state.message = state.region.selected ? null : "no-region-selected";
    showAlert();
    showRegion();
    if (state.message) return;
    state.busy = "sso" in chosen ? chosen.sso : "password";
    showSso();
    showBusy();
    const result = await signIn({
      domain: state.region.selected,
      credentials: chosen,
      locale,
      redirectUrl: new URLSearchParams(options.search).get("redirectUrl"),
    });
    if (result.ok) {
      options.navigate(result.landing);
      return;
    }
    state.busy = null;
    state.message = result.message;
    showAlert();
    showSso();
    showBusy();
  }

  const draw = () => {
    const typed = view
      ? { email: view.inputs.email.value, password: view.inputs.password.value }
      : null;
    view = buildView(t, locale);
    if (typed) {
      view.inputs.email.value = typed.email;
      view.inputs.password.value = typed.password;
    }
    document.documentElement.lang = htmlLang(locale);
    document.title = `${t("auth.login.title")} · ${t("app.name")}`;
    view.language.addEventListener("change", () => {
      options.onLanguage(view.language.value as Locale);
    });
    view.themeToggle.addEventListener("click", () => {
      options.onToggleTheme();
      showTheme();
    });
    view.region.select.addEventListener("change", () => {
      state.region.selected = view.region.select.value;
      if (state.message === "no-region-selected") state.message = null;
      showAlert();
      showRegion();
      showSso();
    });
    for (const name of LOGIN_FIELDS) {
      const input = view.inputs[name];
      input.addEventListener("blur", () => validate(name));
      input.addEventListener("input", () => {
        if (state.submitted) validate(name);
      });
      showField(name);
    }
    view.form.addEventListener("submit", (event) => {
      event.preventDefault();
      void submit(null);
    });
    showTheme();
    showAlert();
    showRegion();
    showSso();
    showBusy();
    host.replaceChildren(view.root);
  };

  draw();
  getDomainAddresses()
    .then((list) => {
      const choice = chooseDomain(list, storage.domain());
      if (choice.store !== undefined) storage.setDomain(choice.store);
      state.region = { list, failed: false, selected: choice.selected ?? "" };
    })
    .catch(() => {
      state.region = { list: undefined, failed: true, selected: "" };
    })
    .finally(() => {
      showRegion();
      showSso();
      showBusy();
    });

  return (next: Locale) => {
    locale = next;
    t = translator(next);
    draw();
  };
}
