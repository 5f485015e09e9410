import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ArticleGenerator } from './article-generator';

const content = {
  title: 'Best Deals at Isoko: Up to 25% Off Today',
  content: '# Best Deals\n## Today\n- [Ankara wrap dress](/product/22222222-2222-4222-8222-222222222222)',
  metaDescription: 'The best deals at Isoko today.',
  keywords: ['best deals'],
  hashtags: ['#IsokoRwanda'],
  seoScore: 87,
};
const generated = { body: { success: true, jobId: '7', done: true, content, source: 'template' } };

/** No browser pop-up: the generator speaks through the page's toast. */
const popUp = vi.fn();
beforeEach(() => {
  popUp.mockClear();
  vi.stubGlobal('alert', popUp);
});
afterEach(() => {
  expect(popUp).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The toast showing `text`, in the page's polite live region. */
const toastSaying = (text: string) => screen.findByText(text, { selector: '.toast-region .toast' });

const publishedPost = (call: { body: unknown }) => ({
  status: 201,
  body: {
    success: true,
    post: {
      ...(call.body as object),
      id: '55555555-5555-4555-8555-555555555555',
      image: null,
      author: 'Demo admin',
      date: '2026-11-24T10:00:00.000Z',
      publishedDate: '2026-11-24T10:00:00.000Z',
      readTime: '1 min read',
      excerpt: '',
      views: 0,
    },
  },
});

const render = () =>
  renderRoutes([{ path: '/admin/seo-generator', element: <ArticleGenerator /> }], '/admin/seo-generator');

describe('the article generator', () => {
  it('asks for a topic first, and generating sends the chosen topic', async () => {
    const calls = fakeApi({ 'POST /api/seo/generate': () => generated });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await toastSaying('Please select a topic first!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(screen.getByText('Best Deals'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('SEO Score: 87/100')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ topic: 'best-deals', language: 'en' });
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Best Deals at Isoko: Up to 25% Off Today',
    );
    expect(screen.getByRole('link', { name: 'Ankara wrap dress' })).toBeInTheDocument();
  });

  it('writes in the language staff pick, and publishes the article in that language', async () => {
    const french = { ...content, title: 'Meilleures offres Isoko : jusqu’à 25 % de remise', language: 'fr' };
    const calls = fakeApi({
      'POST /api/seo/generate': () => ({
        body: { success: true, jobId: '8', done: true, content: french, source: 'template' },
      }),
      'POST /api/blog/posts': (call) => ({
        status: 201,
        body: {
          success: true,
          post: {
            ...(call.body as object),
            id: '44444444-4444-4444-8444-444444444444',
            image: null,
            author: 'Demo admin',
            date: '2026-11-24T10:00:00.000Z',
            publishedDate: '2026-11-24T10:00:00.000Z',
            readTime: '1 min read',
            excerpt: '',
            views: 0,
          },
        },
      }),
    });
    const user = userEvent.setup();
    await render();
    const picker = await screen.findByRole('combobox', { name: 'Language of the article' });
    expect([...(picker as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'English',
      'Français',
      'Kinyarwanda',
    ]);
    await user.selectOptions(picker, 'Français');
    await user.click(screen.getByText('Best Deals'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByDisplayValue(french.title)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ topic: 'best-deals', language: 'fr' });
    await user.click(screen.getByRole('button', { name: 'Publish to Blog' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/blog/posts')).toBe(true));
    expect(calls.find((c) => c.path === '/api/blog/posts')?.body).toMatchObject({
      title: french.title,
      language: 'fr',
    });
  });

  it('says in the page, in the spec words, that generation failed, and offers nothing to publish', async () => {
    fakeApi({
      'POST /api/seo/generate': () =>
        apiFailure(502, 'ARTICLE_GENERATION_FAILED', 'Failed to generate content. Please try again.'),
    });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByText('Trending Products'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await toastSaying('Failed to generate content. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish to Blog' })).toBeNull();
  });

  it('publishes with the topic as category and says Published! and so in the page; Copy All says Copied!', async () => {
    const calls = fakeApi({
      'POST /api/seo/generate': () => generated,
      'POST /api/blog/posts': (call) => ({
        status: 201,
        body: {
          success: true,
          post: {
            ...(call.body as object),
            id: '33333333-3333-4333-8333-333333333333',
            image: null,
            author: 'Demo admin',
            date: '2026-11-24T10:00:00.000Z',
            publishedDate: '2026-11-24T10:00:00.000Z',
            readTime: '1 min read',
            excerpt: '',
            views: 0,
          },
        },
      }),
    });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByText('Best Deals'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(await screen.findByRole('button', { name: 'Copy All' }));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain('Best Deals at Isoko');
    await user.click(screen.getByRole('button', { name: 'Publish to Blog' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/blog/posts')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/blog/posts')?.body;
    expect(sent).toMatchObject({
      title: content.title,
      category: 'best-deals',
      seoScore: 87,
      language: 'en',
    });
    expect(await toastSaying('✅ Article published to blog successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Published!' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Open the post' })).toHaveAttribute(
      'href',
      '/blog/33333333-3333-4333-8333-333333333333',
    );
  });

  it('says in the page when publishing or copying fails, and lets staff publish again', async () => {
    fakeApi({
      'POST /api/seo/generate': () => generated,
      'POST /api/blog/posts': () => apiFailure(500, 'INTERNAL', 'down'),
    });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByText('Best Deals'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await user.click(await screen.findByRole('button', { name: 'Publish to Blog' }));
    expect(await toastSaying('❌ Failed to publish article. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish to Blog' })).toBeEnabled();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    try {
      await user.click(screen.getByRole('button', { name: 'Copy: Title' }));
      expect(await toastSaying('Copying is not allowed in this browser.')).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('lets staff correct the title and text before publishing, and publishes what they wrote', async () => {
    const calls = fakeApi({
      'POST /api/seo/generate': () => generated,
      'POST /api/blog/posts': publishedPost,
    });
    const user = userEvent.setup();
    await render();
    await user.click(await screen.findByText('Best Deals'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const text = screen.getByRole('textbox', { name: 'Content' });
    expect(text).toHaveValue(content.content);

    // Empty boxes are refused here, with the reason, before anything is sent.
    await user.clear(title);
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Publish to Blog' }));
    expect(title).toHaveAccessibleDescription('Give the article a title before publishing.');
    expect(text).toHaveAccessibleDescription('The article’s text is empty: write it before publishing.');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    await user.type(title, '   ');
    await user.click(screen.getByRole('button', { name: 'Publish to Blog' }));
    expect(title).toHaveAccessibleDescription('Give the article a title before publishing.');
    expect(calls.some((c) => c.path === '/api/blog/posts')).toBe(false);

    const fixedTitle = 'Best Deals at Isoko, Checked by Our Team';
    const fixedText =
      '# Best Deals\n## This week\nThe [Kitenge shirt](/product/22222222-2222-4222-8222-222222222222) is back in stock.';
    await user.clear(title);
    await user.type(title, fixedTitle);
    await user.click(text);
    await user.paste(fixedText);
    // The preview shows the corrected text as the blog will.
    expect(screen.getByRole('link', { name: 'Kitenge shirt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ankara wrap dress' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish to Blog' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/blog/posts')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/blog/posts')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ title: fixedTitle, content: fixedText, category: 'best-deals' });
    // The score sent and shown is the corrected article's, not the generated one's.
    expect(sent.seoScore).not.toBe(content.seoScore);
    expect(screen.getByTestId('seo-score')).toHaveTextContent(`SEO Score: ${sent.seoScore}/100`);
    expect(title).not.toHaveAttribute('aria-invalid', 'true');
    expect(await toastSaying('✅ Article published to blog successfully!')).toBeInTheDocument();
  });
});
