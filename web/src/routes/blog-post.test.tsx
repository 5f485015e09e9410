import { SHOP_TEAM_AUTHOR } from '@isoko/shared/content/author';
import type { BlogPostDto } from '@isoko/shared/content/schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiFailure, fakeApi } from '../test/fake-api';
import { networkBack, networkGone } from '../test/network';
import { renderRoutes } from '../test/render';
import { Component as Blog } from './blog';
import { Component as BlogPost } from './blog-post';

const ID = '11111111-1111-4111-8111-111111111111';
const post = (over: Partial<BlogPostDto> = {}): BlogPostDto => ({
  id: ID,
  title: 'Best Deals at Isoko: Up to 25% Off Today',
  content: [
    '# Best Deals',
    '',
    '## Today',
    '<script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
    '- [Ankara wrap dress](/product/22222222-2222-4222-8222-222222222222): 30,000 RWF',
    '* [Elsewhere](https://evil.example/x)',
    '### Small print',
    'A plain paragraph.',
  ].join('\n'),
  metaDescription: 'The best deals of the week.',
  keywords: ['best deals', 'Kigali'],
  hashtags: ['#IsokoRwanda'],
  category: 'best-deals',
  seoScore: 88,
  image: null,
  author: 'Aline Admin',
  date: '2026-11-20T08:00:00.000Z',
  publishedDate: '2026-11-20T08:00:00.000Z',
  readTime: '3 min read',
  excerpt: 'Some deals.',
  views: 4,
  language: 'en',
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/blog', element: <Blog /> },
  { path: '/blog/:id', element: <BlogPost /> },
];

describe('a blog article', () => {
  it('renders the text line by line and shows HTML in it as text, never as markup', async () => {
    const calls = fakeApi({
      [`GET /api/blog/posts/${ID}`]: () => ({ body: { success: true, post: post() } }),
    });
    const { container } = await renderRoutes(routes, `/blog/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: post().title })).toBeInTheDocument();
    expect(
      screen.getByText('<script>window.hacked = true</script><img src=x onerror="window.hacked=true">'),
    ).toBeInTheDocument();
    expect(container.querySelector('.article-body script, .article-body img')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Best Deals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Small print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ankara wrap dress' })).toHaveAttribute(
      'href',
      '/product/22222222-2222-4222-8222-222222222222',
    );
    expect(screen.queryByRole('link', { name: 'Elsewhere' })).toBeNull();
    expect(screen.getByText('AI SEO Score: 88/100')).toBeInTheDocument();
    expect(screen.getByText('Views: 4')).toBeInTheDocument();
    expect(screen.getByText('#IsokoRwanda')).toBeInTheDocument();
    // The device id goes with the request so the server counts one view per device and day.
    expect(calls[0]?.path).toBe(`/api/blog/posts/${ID}`);
  });

  it('links to the article’s versions in the other languages, each named in its own language', async () => {
    const fr = 'a1111111-1111-4111-8111-111111111111';
    const rw = 'b1111111-1111-4111-8111-111111111111';
    fakeApi({
      [`GET /api/blog/posts/${ID}`]: () => ({
        body: {
          success: true,
          post: post({
            translations: [
              { id: fr, language: 'fr' },
              { id: rw, language: 'rw' },
            ],
          }),
        },
      }),
    });
    const { container } = await renderRoutes(routes, `/blog/${ID}`);
    const versions = await screen.findByRole('navigation', { name: 'Also in' });
    expect(within(versions).getByRole('link', { name: 'Français' })).toHaveAttribute('href', `/blog/${fr}`);
    expect(within(versions).getByRole('link', { name: 'Kinyarwanda' })).toHaveAttribute('hreflang', 'rw');
    expect(container.querySelector('article')).toHaveAttribute('lang', 'en');
  });

  it('names the shop’s own team in the reader’s language, and a staff member by their name', async () => {
    const { default: i18n } = await import('i18next');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    fakeApi({
      [`GET /api/blog/posts/${ID}`]: () => ({
        body: { success: true, post: post({ author: SHOP_TEAM_AUTHOR, language: 'fr' }) },
      }),
    });
    const { unmount } = await renderRoutes(routes, `/blog/${ID}`);
    expect(await screen.findByText('Par l’équipe Isoko')).toBeInTheDocument();
    expect(screen.queryByText(/Isoko Team/)).toBeNull();
    unmount();

    await act(async () => {
      await i18n.changeLanguage('rw');
    });
    fakeApi({
      [`GET /api/blog/posts/${ID}`]: () => ({ body: { success: true, post: post({ language: 'rw' }) } }),
    });
    await renderRoutes(routes, `/blog/${ID}`);
    expect(await screen.findByText('Byanditswe na Aline Admin')).toBeInTheDocument();
  });

  it('says Article Not Found for an unknown id, with a way back', async () => {
    fakeApi({ [`GET /api/blog/posts/${ID}`]: () => apiFailure(404, 'POST_NOT_FOUND', 'Article Not Found') });
    await renderRoutes(routes, `/blog/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
  });

  it('goes Back to the blog when the article was opened by a link, and to the page before when reached in the shop', async () => {
    fakeApi({
      [`GET /api/blog/posts/${ID}`]: () => ({ body: { success: true, post: post() } }),
      'GET /api/blog/posts': () => ({ body: { success: true, posts: [], total: 0, page: 1, pages: 0 } }),
    });
    const user = userEvent.setup();
    const opened = await renderRoutes(routes, `/blog/${ID}`);
    await user.click(await screen.findByRole('button', { name: '← Back' }));
    // Going back in the browser's history would have left the shop.
    await vi.waitFor(() => expect(opened.router.state.location.pathname).toBe('/blog'));
    opened.unmount();

    const browsed = await renderRoutes(routes, '/blog?search=kitenge');
    await act(() => browsed.router.navigate(`/blog/${ID}`));
    await user.click(await screen.findByRole('button', { name: '← Back' }));
    await vi.waitFor(() => expect(browsed.router.state.location.search).toBe('?search=kitenge'));
    expect(browsed.router.state.location.pathname).toBe('/blog');
  });

  it('likes locally, and shares by copying the link when the device cannot share', async () => {
    fakeApi({ [`GET /api/blog/posts/${ID}`]: () => ({ body: { success: true, post: post() } }) });
    const user = userEvent.setup();
    await renderRoutes(routes, `/blog/${ID}`);
    const like = await screen.findByRole('button', { name: 'Like' });
    await user.click(like);
    expect(screen.getByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toContain(`/blog/${ID}`);
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });
});

describe('the blog list', () => {
  const card = (id: string, title: string, seoScore: number | null) => {
    const { content: _content, ...rest } = post({ id, title, seoScore });
    return rest;
  };

  it('shows the first post as featured, the rest as Latest Articles, and an AI badge for scored posts', async () => {
    fakeApi({
      'GET /api/blog/posts': () => ({
        body: {
          success: true,
          posts: [
            card('a1111111-1111-4111-8111-111111111111', 'First post', null),
            card(ID, 'Second post', 71),
          ],
          total: 2,
          page: 1,
          pages: 1,
        },
      }),
    });
    await renderRoutes(routes, '/blog');
    expect(await screen.findByRole('heading', { name: 'Featured Article' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest Articles' })).toBeInTheDocument();
    expect(screen.getByText('AI 71')).toBeInTheDocument();
  });

  it('shows the shop’s own team on a card in the reader’s language', async () => {
    const { default: i18n } = await import('i18next');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    await act(async () => {
      await i18n.changeLanguage('rw');
    });
    fakeApi({
      'GET /api/blog/posts': () => ({
        body: {
          success: true,
          posts: [{ ...card(ID, 'Kwambara neza mu bukwe', null), author: SHOP_TEAM_AUTHOR, language: 'rw' }],
          total: 1,
          page: 1,
          pages: 1,
        },
      }),
    });
    await renderRoutes(routes, '/blog');
    expect(await screen.findByText('Itsinda rya Isoko')).toBeInTheDocument();
    expect(screen.queryByText(/Isoko Team/)).toBeNull();
  });

  it('shows Search Results (n) for a search, and the empty state with Clear filters', async () => {
    const calls = fakeApi({
      'GET /api/blog/posts': (call) =>
        call.path.includes('search=kitenge') && !call.path.includes('category')
          ? { body: { success: true, posts: [card(ID, 'Kitenge post', null)], total: 1, page: 1, pages: 1 } }
          : { body: { success: true, posts: [], total: 0, page: 1, pages: 0 } },
    });
    await renderRoutes(routes, '/blog?search=kitenge');
    expect(await screen.findByRole('heading', { name: 'Search Results (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured Article' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'AI Generated' }));
    expect(await screen.findByText('No articles found matching your search.')).toBeInTheDocument();
    expect(calls.at(-1)?.path).toContain('category=ai-generated');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(calls.at(-1)?.path).toBe('/api/blog/posts?page=1&limit=12&lang=en');
  });

  it('asks for the posts in the shopper’s language, and again when the language changes', async () => {
    const { default: i18n } = await import('i18next');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    const calls = fakeApi({
      'GET /api/blog/posts': (call) => {
        const lang = new URL(call.path, 'http://x').searchParams.get('lang');
        const title = lang === 'rw' ? 'Kwambara neza mu bukwe' : 'S’habiller pour un mariage';
        return {
          body: {
            success: true,
            posts: [{ ...card(ID, title, null), language: lang }],
            total: 1,
            page: 1,
            pages: 1,
          },
        };
      },
    });
    await renderRoutes(routes, '/blog');
    expect(await screen.findByRole('heading', { name: 'S’habiller pour un mariage' })).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/api/blog/posts?page=1&limit=12&lang=fr');
    await act(async () => {
      await i18n.changeLanguage('rw');
    });
    expect(await screen.findByRole('heading', { name: 'Kwambara neza mu bukwe' })).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/api/blog/posts?page=1&limit=12&lang=rw');
  });
});

describe('the blog without a network', () => {
  const notSaved = () => screen.findByText('This page was not saved for offline use.', {}, { timeout: 5000 });

  it('says an article never opened was not saved offline (not that it does not exist), and opens it once back', async () => {
    networkGone();
    await renderRoutes(routes, `/blog/${ID}`);
    expect(await notSaved()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Article Not Found' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');

    fakeApi({ [`GET /api/blog/posts/${ID}`]: () => ({ body: { success: true, post: post() } }) });
    networkBack();
    expect(
      await screen.findByRole('heading', { level: 1, name: post().title }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('says the list of articles was not saved offline rather than loading for ever', async () => {
    networkGone({ announced: true });
    await renderRoutes(routes, '/blog?search=deals', undefined, { retry: 1 });
    expect(await notSaved()).toBeInTheDocument();
    expect(document.querySelector('.post-grid[aria-busy="true"]')).toBeNull();
  });
});
