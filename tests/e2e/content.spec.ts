import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/** The demo admin's password, written by the seed into this server's data folder. */
function demoAdminPassword() {
  const port = process.env.E2E_PORT ?? '3100';
  return readFileSync(path.join(process.cwd(), '.data', `e2e-${port}`, 'admin-password'), 'utf8').trim();
}

async function signInAdmin(page: Page) {
  await page.goto('/admin/login');
  await expect(page.getByLabel('Email')).toHaveValue('admin@isoko.demo');
  await page.getByLabel('Password', { exact: true }).fill(demoAdminPassword());
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test('an admin generates a Best Deals article and publishes it; a shopper finds it under AI Generated and reads it', async ({
  page,
  browser,
}) => {
  // The back office speaks in the page (its toast), never through a browser pop-up.
  const popUps: string[] = [];
  page.on('dialog', (dialog) => {
    popUps.push(dialog.message());
    void dialog.accept();
  });
  const toast = page.locator('.toast-region .toast');
  await signInAdmin(page);
  await page.goto('/admin/seo-generator');
  await expect(page.getByRole('heading', { name: 'Article generator' })).toBeVisible();

  // Without a topic the spec's words show and nothing is generated.
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(toast).toHaveText('Please select a topic first!');

  await page.getByText('Best Deals', { exact: true }).click();
  const started = Date.now();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Generation progress' });
  await expect(progress).toBeVisible();
  const score = page.getByTestId('seo-score');
  await expect(score).toHaveText(/SEO Score: \d+\/100/);
  const seconds = (Date.now() - started) / 1000;
  console.info(
    `Best Deals article generated without a model in ${seconds.toFixed(2)} s (click to score shown)`,
  );
  expect(seconds).toBeLessThan(5);
  await expect(progress).toHaveAttribute('value', '100');
  await expect(page.getByText('Done', { exact: true })).toBeVisible();

  const title = await page.getByRole('textbox', { name: 'Title' }).inputValue();
  expect(title).toMatch(/^Best Deals at Isoko: Up to \d+% Off/);
  await expect(page.getByText(/RWF instead of .* RWF \(\d+% off\)/).first()).toBeVisible();

  // Copy All says Copied! for two seconds.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy All' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy All' })).toBeVisible({ timeout: 4000 });

  await page.getByRole('button', { name: 'Publish to Blog' }).click();
  await expect(toast).toHaveText('✅ Article published to blog successfully!');
  await expect(page.getByRole('button', { name: 'Published!' })).toBeVisible();
  expect(popUps).toEqual([]);
  await expect(page.getByRole('button', { name: 'Publish to Blog' })).toBeVisible({ timeout: 5000 });

  // A shopper, in a browser of their own.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/blog');
  await expect(shopper.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
  await expect(shopper.getByRole('heading', { name: 'Featured Article' })).toBeVisible();
  await shopper.getByRole('button', { name: 'AI Generated' }).click();
  await expect(shopper).toHaveURL(/category=ai-generated/);
  const card = shopper.locator('article.post-card', { hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^AI \d+$/)).toBeVisible();
  // A generated article is published under the shop's team, not the staff member who made it.
  await expect(card).toContainText('Isoko Team');
  // The demo posts are written by the team too: none of them under AI Generated.
  await expect(
    shopper.locator('article.post-card', { hasText: 'Isoko Team' }).filter({ hasNotText: title }),
  ).toHaveCount(0);
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(shopper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(shopper.getByText(/AI SEO Score: \d+\/100/)).toBeVisible();
  await expect(shopper.getByText('Views: 1')).toBeVisible();
  // Links in the article lead to the products it names.
  await expect(shopper.locator('.article-body a[href^="/product/"]').first()).toBeVisible();

  // A search that finds nothing, then Clear filters.
  await shopper.goto('/blog?search=zzzz-nothing');
  await expect(shopper.getByText('No articles found matching your search.')).toBeVisible();
  await shopper.getByRole('button', { name: 'Clear filters' }).click();
  await expect(shopper.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();
  await shopper.context().close();
});

test('a message sent from the Contact page reaches the back-office', async ({ page, browser }) => {
  const text = `Do you deliver to Musanze on Saturdays? ${Date.now().toString(36)}`;
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await page.getByLabel('Your name').fill('Aline Uwase');
  await page.getByLabel('Phone number').fill('0788 111 222');
  await page.getByLabel('Message').fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you! Your message has reached our team.')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  await admin.getByRole('link', { name: 'Messages' }).click();
  await expect(admin).toHaveURL(/\/admin\/messages$/);
  const item = admin.locator('.message-card', { hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByText('Aline Uwase')).toBeVisible();
  await expect(item.getByRole('link', { name: '+250788111222' })).toBeVisible();
  await admin.context().close();
});

test('crawlers read the blog post head without running JavaScript', async ({ request }) => {
  const list = await (await request.get('/api/blog/posts')).json();
  const post = list.posts[0];
  const html = await (await request.get(`/blog/${post.id}`)).text();
  expect(html).toContain(`<meta property="og:type" content="article" />`);
  expect(html).toContain('"@type":"BlogPosting"');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${post.id}</loc>`);
});
