import { LOCALES, type Locale } from "../../domain/constants";
import { paths } from "../../domain/paths";
import { localizePath } from "../lib/locale";
import { h, ICONS, icon } from "./dom";
import type { LoginFieldName } from "./fields";
import type { Translate } from "./strings";

/** What each field is to the browser (keyboard, password managers). */
const INPUT_KIND = {
  email: { type: "email", autocomplete: "username" },
  password: { type: "password", autocomplete: "current-password" },
} as const satisfies Record<LoginFieldName, { type: string; autocomplete: string }>;

/** The nodes the page updates as its state changes; the rest is drawn once per language. */
export interface LoginView {
  root: HTMLElement;
  language: HTMLSelectElement;
  themeToggle: HTMLButtonElement;
  alert: HTMLElement;
  form: HTMLFormElement;
  /** The select lives in `box`, which `control` shows once the regions are in. */
  region: { control: HTMLElement; box: HTMLElement; select: HTMLSelectElement; note: HTMLElement };
  inputs: Record<LoginFieldName, HTMLInputElement>;
  errors: Record<LoginFieldName, HTMLElement>;
  submit: HTMLButtonElement;
  sso: { root: HTMLElement; buttons: HTMLElement };
}

const selectBox = (select: HTMLSelectElement) =>
  h("span", { class: "lg-select-wrap" }, select, icon(ICONS.chevron, "lg-select-icon"));

/** A button whose label stays read (and sized) while a spinner shows over it. */
export const busyButton = (label: string, attributes: Record<string, string>) =>
  h(
    "button",
    attributes,
    h("span", { class: "lg-spinner", "aria-hidden": "true" }),
    h("span", { class: "lg-button-label" }, label),
  );

function header(t: Translate, locale: Locale) {
  const language = h(
    "select",
    { class: "lg-select lg-select--subtle", "aria-label": t("header.language") },
    ...LOCALES.map((l) => h("option", { value: l, selected: l === locale }, t(`languages.${l}`))),
  );
  const themeToggle = h("button", {
    type: "button",
    class: "lg-icon-button",
    "aria-label": t("header.toggleTheme"),
    title: t("header.toggleTheme"),
  });
  return {
    language,
    themeToggle,
    bar: h("div", { class: "lg-top" }, selectBox(language), themeToggle),
  };
}

function field(t: Translate, name: LoginFieldName, locale: Locale) {
  const id = `login-${name}`;
  const input = h("input", { id, name, required: true, ...INPUT_KIND[name] });
  const error = h("p", { class: "lg-error", id: `${id}-error` });
  const label = h("label", { for: id }, t(`auth.login.${name}`));
  const top =
    name === "password"
      ? h(
          "div",
          { class: "lg-row" },
          label,
          h(
            "a",
            { class: "lg-link lg-small", href: localizePath(paths.forgotPassword, locale) },
            t("auth.login.forgotPassword"),
          ),
        )
      : label;
  return { input, error, root: h("div", { class: "lg-field" }, top, input, error) };
}

/** The sign-in page in one language: header, card, form and links. */
export function buildView(t: Translate, locale: Locale): LoginView {
  const top = header(t, locale);
  const select = h("select", { id: "login-region", name: "region", class: "lg-select" });
  const region = {
    select,
    box: selectBox(select),
    control: h("div", { class: "lg-region-control" }),
    note: h("p", { id: "login-region-note" }),
  };
  const fields = { email: field(t, "email", locale), password: field(t, "password", locale) };
  const inputs = { email: fields.email.input, password: fields.password.input };
  const errors = { email: fields.email.error, password: fields.password.error };
  const submit = busyButton(t("auth.login.submit"), {
    type: "submit",
    class: "lg-button lg-button--solid",
  });
  const form = h(
    "form",
    { novalidate: true, class: "lg-stack" },
    h(
      "div",
      { class: "lg-field" },
      h("label", { for: select.id }, t("auth.login.region")),
      region.control,
      region.note,
    ),
    fields.email.root,
    fields.password.root,
    submit,
  );
  const alert = h("div", { role: "alert", class: "lg-alert", hidden: true });
  const ssoButtons = h("div", { class: "lg-sso-buttons" });
  const sso = {
    buttons: ssoButtons,
    root: h(
      "div",
      { class: "lg-stack lg-stack--tight", hidden: true },
      h("div", { class: "lg-or" }, h("hr"), h("span", {}, t("auth.login.or")), h("hr")),
      ssoButtons,
    ),
  };
  const card = h(
    "div",
    { class: "lg-card" },
    h(
      "div",
      { class: "lg-logo", role: "img", "aria-label": t("app.name") },
      h("span", { class: "lg-dot", "aria-hidden": "true" }),
      h("span", { class: "lg-wordmark", "aria-hidden": "true" }, t("app.name")),
    ),
    h(
      "div",
      { class: "lg-heading" },
      h("h1", {}, t("auth.login.heading")),
      h("p", {}, t("auth.login.subtitle")),
    ),
    alert,
    form,
    sso.root,
    h(
      "p",
      { class: "lg-foot" },
      `${t("auth.login.noAccount")} `,
      h(
        "a",
        { class: "lg-link lg-strong", href: localizePath(paths.getStarted, locale) },
        t("auth.login.getStarted"),
      ),
    ),
  );
  const root = h("div", { class: "lg-page" }, top.bar, h("main", { class: "lg-center" }, card));
  return {
    root,
    language: top.language,
    themeToggle: top.themeToggle,
    alert,
    form,
    region,
    inputs,
    errors,
    submit,
    sso,
  };
}
