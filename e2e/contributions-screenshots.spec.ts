import { expect, test } from "@playwright/test";
import { freshChannel, submitContribution } from "./contributions-helpers";
import { loginAs } from "./support/auth";
import { DEMO } from "./support/demo";
import { SHOTS, shoot, VIEWPORTS } from "./support/screenshots";

/** Shots of the Comments tab for people to look at (screenshots/, gitignored). */
test("Comments tab screenshots: light and dark; desktop and phone", async ({ page }) => {
  test.setTimeout(90_000);
  const { id, headers } = await freshChannel(page.request, "Election debate");
  const comments = [
    {
      name: "Ingrid",
      contact: "ingrid@example.com",
      message: "Great coverage tonight, thank you!",
    },
    {
      name: "Ola",
      contact: "",
      message: "The turnout figure in Bergen looks wrong.\nCould you double-check it?",
    },
    { name: "", contact: "", message: "<script>alert('hi')</script> stays text" },
  ];
  const ids: string[] = [];
  for (const c of comments) {
    const res = await submitContribution(page.request, id, { kind: "comment", ...c });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  const published = await page.request.post(
    `/api/contributions/${DEMO.host}/${id}/${ids[0]}/publish`,
    { headers },
  );
  expect(published.ok()).toBe(true);
  await page.request.put(`/api/contributions/${DEMO.host}/${id}/${ids[1]}`, {
    headers,
    data: {
      message: "The turnout figure in Bergen looks wrong. Could you double-check it?",
      version: 1,
    },
  });
  const q = await submitContribution(page.request, id, {
    kind: "question",
    name: "Per",
    message: "When will the final result be announced?",
  });
  const qid = ((await q.json()) as { id: string }).id;
  await page.request.post(`/api/contributions/${DEMO.host}/${id}/${qid}/publish`, { headers });
  await page.request.post(`/api/contributions/${DEMO.host}/${id}/${qid}/replies`, {
    headers,
    data: { message: "We expect it shortly after midnight." },
  });

  await loginAs(page, "admin");
  await expect(page).toHaveURL(DEMO.channelsPath);
  for (const [theme, device] of SHOTS) {
    await page.evaluate((value) => localStorage.setItem("theme", value), theme);
    await page.setViewportSize(VIEWPORTS[device]);
    await page.goto(`${DEMO.channelsPath}/${id}/user-contribution`);
    await expect(page.getByText("Great coverage tonight, thank you!")).toBeVisible();
    await shoot(page, `contributions-comments-${theme}-${device}`, true);
    await page.getByRole("tab", { name: "Questions" }).click();
    await expect(page.getByText("We expect it shortly after midnight.")).toBeVisible();
    await shoot(page, `contributions-questions-${theme}-${device}`, true);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete question?" });
    await expect(confirm).toContainText("its reply is deleted permanently");
    await shoot(page, `contributions-delete-question-${theme}-${device}`, true);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect(page.getByTestId("contribution-settings")).toBeVisible();
    await shoot(page, `contributions-settings-${theme}-${device}`, true);
  }
});
