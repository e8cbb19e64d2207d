/**
 * The reader's contribution form (a question or a comment, a name, a contact and an image as
 * the channel's settings ask), built once the settings are read; nothing when it takes none.
 */
import type { ContributionSettings } from "../../../domain/schemas/contribution";
import { postHeight } from "./height";
import { $, base, boot, doc, el, s } from "./page";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];
/** CONTRIBUTION_IMAGE_MAX_BYTES (the server checks it again). */
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A control under its label. */
function labelled(label: string, control: HTMLElement): HTMLElement {
  const wrap = el("label", "t-field");
  const span = doc.createElement("span");
  span.textContent = label;
  wrap.append(span, control);
  return wrap;
}

function field(name: string, label: string, multiline: boolean, required: boolean): HTMLElement {
  const input = doc.createElement(multiline ? "textarea" : "input");
  input.name = name;
  input.required = required;
  if (input instanceof HTMLTextAreaElement) {
    input.rows = 3;
    input.maxLength = 2000;
  } else input.maxLength = name === "name" ? 80 : 200;
  return labelled(label, input);
}

/** The form readers send a question or comment with, when the channel takes them. */
export async function contributionForm(): Promise<void> {
  const slot = $(".t-contribute-slot");
  if (!slot || !boot.live) return;
  let settings: ContributionSettings;
  try {
    const res = await fetch(`${base}/contributions/settings`);
    if (!res.ok) return;
    settings = (await res.json()) as ContributionSettings;
  } catch {
    return;
  }
  const kinds = (["question", "comment"] as const).filter((k) =>
    k === "question" ? settings.questions : settings.comments,
  );
  if (kinds.length === 0) {
    slot.replaceChildren();
    postHeight();
    return;
  }
  const form = el("form", "t-contribute") as HTMLFormElement;
  // The server renders the closed box when the channel takes contributions; the form goes in.
  const details = slot.querySelector("details") ?? doc.createElement("details");
  if (!details.querySelector("summary")) {
    const summary = doc.createElement("summary");
    summary.textContent = s.formTitle;
    details.append(summary);
  }
  const kind = el("div", "t-kinds");
  for (const k of kinds) {
    const l = doc.createElement("label");
    const r = doc.createElement("input");
    r.type = "radio";
    r.name = "kind";
    r.value = k;
    r.checked = k === kinds[0];
    l.append(r, ` ${k === "question" ? s.question : s.comment}`);
    kind.append(l);
  }
  const status = el("p", "t-status");
  status.setAttribute("role", "status");
  const button = doc.createElement("button");
  button.type = "submit";
  button.textContent = s.send;
  form.append(kind);
  if (!settings.hideNameField) form.append(field("name", s.name, false, false));
  // The server drops a contact sent while the field is hidden.
  if (!settings.hideContactField) {
    form.append(field("contact", s.contact, false, settings.requireContactInfo));
  }
  form.append(field("message", s.message, true, true));
  let file: HTMLInputElement | null = null;
  if (settings.imageUpload) {
    file = doc.createElement("input");
    file.type = "file";
    file.name = "image";
    file.accept = IMAGE_TYPES.join(",");
    form.append(labelled(s.image, file));
  }
  form.append(button, status);
  details.append(form);
  if (!details.isConnected) slot.append(details);
  details.addEventListener("toggle", postHeight);
  form.addEventListener("submit", async (e) => {
    e.preventDefault();
    const data = new FormData(form);
    const chosen = String(data.get("kind") ?? kinds[0]);
    const image = file?.files?.[0];
    if (image && !IMAGE_TYPES.includes(image.type)) {
      status.textContent = s.imageType;
      return;
    }
    if (image && image.size > IMAGE_MAX_BYTES) {
      status.textContent = s.imageTooLarge;
      return;
    }
    button.disabled = true;
    status.textContent = "";
    try {
      let imageUrl: string | undefined;
      if (image) {
        const upload = new FormData();
        upload.append("file", image);
        const up = await fetch(`${base}/contributions/image`, { method: "POST", body: upload });
        if (!up.ok) {
          status.textContent =
            up.status === 429
              ? s.tooMany
              : up.status === 413
                ? s.imageTooLarge
                : up.status === 400
                  ? s.imageType
                  : s.sendFailed;
          return;
        }
        imageUrl = ((await up.json()) as { url: string }).url;
      }
      const res = await fetch(`${base}/contributions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          kind: chosen,
          name: String(data.get("name") ?? ""),
          contact: String(data.get("contact") ?? ""),
          message: String(data.get("message") ?? ""),
          ...(imageUrl ? { imageUrl } : {}),
        }),
      });
      if (res.ok) {
        form.reset();
        // reset() clears radios checked from script: the reader's kind stays for the next one.
        for (const r of form.querySelectorAll<HTMLInputElement>('input[name="kind"]')) {
          r.checked = r.value === chosen;
        }
        status.textContent = chosen === "question" ? s.thanksQuestion : s.thanksComment;
      } else {
        const body = (await res.json().catch(() => ({}))) as { errorKey?: string };
        status.textContent =
          res.status === 429
            ? s.tooMany
            : body.errorKey === "contact-required"
              ? s.contactRequired
              : s.sendFailed;
      }
    } catch {
      status.textContent = s.sendFailed;
    } finally {
      button.disabled = false;
      postHeight();
    }
  });
  postHeight();
}
