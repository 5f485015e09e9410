import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The demo admin's password, written by the seed into the e2e data directory. */
function demoAdminPassword(): string {
  const port = process.env.E2E_PORT ?? '3100';
  return readFileSync(path.join(process.cwd(), '.data', `e2e-${port}`, 'admin-password'), 'utf8').trim();
}

test('a shopper chats; staff see it live, take it over and answer; the shopper reads the answer', async ({
  browser,
}) => {
  // Staff, in their own browser context, watch the conversations screen.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/admin/login');
  await staff.getByLabel('Password').fill(demoAdminPassword());
  await staff.getByRole('button', { name: 'Login' }).click();
  await expect(staff).toHaveURL(/\/admin$/);
  await staff
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Conversations' })
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Live conversations' })).toBeVisible();
  const chats = staff.getByRole('list', { name: 'Chats' });
  // Count the chats other journeys left once the list has loaded (not while it still loads).
  await expect(staff.getByText('Loading...')).toHaveCount(0);
  const before = await chats.getByRole('listitem').count();

  // The shopper, in another context, writes to the assistant.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto('/');
  await shopper
    .getByRole('region', { name: 'Cookies and analytics' })
    .getByRole('button', { name: 'Decline' })
    .click();
  await shopper.getByRole('button', { name: 'Open the shopping assistant' }).click();
  const panel = shopper.getByRole('dialog', { name: 'Isoko assistant' });
  const input = panel.getByRole('textbox', { name: 'Your message' });
  const question = `Which size fits me? ${Date.now()}`;
  await input.fill(question);
  await input.press('Enter');
  await expect(panel.getByText(question)).toBeVisible();
  await expect(panel.locator('.assistant-bubble.is-assistant')).toHaveCount(2, { timeout: 15_000 });

  // The chat appears on the staff screen without a reload.
  await expect(chats.getByRole('listitem')).toHaveCount(before + 1, { timeout: 15_000 });
  await chats.getByRole('button').first().click();
  const transcript = staff.getByRole('article', { name: 'Transcript' });
  await expect(transcript.getByText(question)).toBeVisible();
  await transcript.getByRole('button', { name: 'Take over' }).click();
  await expect(transcript.getByRole('status')).toContainText('You have this chat');

  // The shopper sees that a person joined.
  await expect(panel.getByText('A person from the Isoko team has joined the chat.')).toBeVisible();

  // Staff answer by hand; the shopper reads it.
  const answer = 'Hello, Aline from Isoko here: size M fits most, and we exchange for free.';
  await transcript.getByLabel('Your answer').fill(answer);
  await transcript.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText(answer)).toBeVisible();
  await expect(panel.getByText('Isoko team', { exact: true })).toBeVisible();

  // The assistant stays silent while a person has the chat; the staff screen shows the message live.
  const assistantBubbles = await panel.locator('.assistant-bubble.is-assistant:not(.is-staff)').count();
  await input.fill('Thank you, I will take M');
  await input.press('Enter');
  await expect(transcript.getByText('Thank you, I will take M')).toBeVisible();
  await shopper.waitForTimeout(1500);
  expect(await panel.locator('.assistant-bubble.is-assistant:not(.is-staff)').count()).toBe(assistantBubbles);

  // Leaving hands the chat back to the assistant.
  await transcript.getByRole('button', { name: 'Leave chat' }).click();
  await expect(panel.getByText('The Isoko team member has left; the assistant answers again.')).toBeVisible();

  await staffContext.close();
  await shopperContext.close();
});
