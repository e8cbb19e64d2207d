import { expect, type Page } from "@playwright/test";

/** Presses Delete in the alert dialog titled `title` and waits until the dialog has closed. */
export async function confirmDelete(page: Page, title: string): Promise<void> {
  const confirm = page.getByRole("alertdialog", { name: title });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toBeHidden();
}
