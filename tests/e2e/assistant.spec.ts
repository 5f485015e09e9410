import { expect, test } from '@playwright/test';

/**
 * The floating assistant in French: the shopper switches the shop to French, opens the
 * assistant, asks for a kind of product in French and lands on the matching results.
 */
test('asked in French for a dress, the assistant leads to dresses', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').first().selectOption('fr');
  await expect(page.getByRole('link', { name: 'Boutique' }).first()).toBeVisible();

  await page.getByRole('button', { name: "Ouvrir l'assistant d'achat" }).click();
  const panel = page.getByRole('dialog', { name: 'Assistant Isoko' });
  await expect(panel.getByRole('button', { name: 'Meilleures offres' })).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Votre message' });
  await expect(input).toHaveAttribute('placeholder', 'Posez-moi une question...');
  await input.fill('je cherche une robe');
  await input.press('Enter');

  // The reply shows in the chat first, then the results page opens.
  await expect(panel.getByText('je cherche une robe')).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=/, { timeout: 15_000 });
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names = await cards.getByRole('heading').allTextContents();
  const dresses = names.filter((n) => /dress|gown|robe|ikanzu/i.test(n));
  expect(dresses.length).toBeGreaterThan(0);
  expect(dresses.length / names.length).toBeGreaterThanOrEqual(0.5);

  // The conversation stays with the tab on the results page.
  await expect(panel.getByText('je cherche une robe')).toBeVisible();
});
