import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { PublishedPosts } from './published-posts';

const card = (id: string, title: string, language = 'en') => ({
  id,
  title,
  metaDescription: '',
  keywords: [],
  hashtags: [],
  category: 'best-deals',
  seoScore: 80,
  image: null,
  author: 'Isoko Team',
  date: '2026-11-24T10:00:00.000Z',
  publishedDate: '2026-11-24T10:00:00.000Z',
  readTime: '1 min read',
  excerpt: '',
  views: 0,
  language,
});

afterEach(() => vi.unstubAllGlobals());

describe('published articles in the back office', () => {
  it('deletes a post once staff say yes in the page’s dialog, and the list no longer shows it', async () => {
    let posts = [
      card('11111111-1111-4111-8111-111111111111', 'Flash deals this week'),
      card('22222222-2222-4222-8222-222222222222', 'Kitenge for church'),
    ];
    // No browser pop-up: the question is the app's dialog.
    const popUp = vi.fn(() => true);
    vi.stubGlobal('confirm', popUp);
    const calls = fakeApi({
      'GET /api/blog/posts': () => ({
        body: { success: true, posts, total: posts.length, page: 1, pages: 1 },
      }),
      'DELETE /api/blog/posts/11111111-1111-4111-8111-111111111111': () => {
        posts = posts.slice(1);
        return { body: { success: true } };
      },
    });
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <PublishedPosts /> }], '/');
    const row = (await screen.findByRole('link', { name: 'Flash deals this week' })).closest('li')!;
    const deleteButton = within(row).getByRole('button', { name: 'Delete' });

    // Kept, with Escape: nothing is deleted and focus is back on the button.
    await user.click(deleteButton);
    const question = await screen.findByRole('dialog', { name: 'Delete this article?' });
    expect(question).toHaveTextContent(
      'Delete “Flash deals this week”? It leaves the blog and the sitemap, and cannot be brought back.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    // Deleted: the list's heading takes the focus the gone button had.
    await user.click(deleteButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Flash deals this week' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Published articles' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Kitenge for church' })).toBeInTheDocument();
    expect(popUp).not.toHaveBeenCalled();
  });

  it('says in the page when a post cannot be deleted or unpublished', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const id = '11111111-1111-4111-8111-111111111111';
    fakeApi({
      'GET /api/blog/posts': () => ({
        body: { success: true, posts: [card(id, 'Flash deals this week')], total: 1, page: 1, pages: 1 },
      }),
      [`DELETE /api/blog/posts/${id}`]: () => apiFailure(500, 'INTERNAL', 'down'),
      [`PUT /api/blog/posts/${id}/published`]: () => apiFailure(500, 'INTERNAL', 'down'),
    });
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <PublishedPosts /> }], '/');
    const row = (await screen.findByRole('link', { name: 'Flash deals this week' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('The article could not be deleted. Please try again.', { selector: '.toast' }),
    ).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Unpublish' }));
    expect(
      await screen.findByText('The article could not be unpublished. Please try again.', {
        selector: '.toast',
      }),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('reaches every post with Show more, a page at a time, and moves focus to the first new post', async () => {
    const all = Array.from({ length: 45 }, (_, i) =>
      card(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, `Article ${i + 1}`),
    );
    const calls = fakeApi({
      'GET /api/blog/posts': ({ path }) => {
        const q = new URL(path, 'http://localhost').searchParams;
        const page = Number(q.get('page'));
        const limit = Number(q.get('limit'));
        return {
          body: {
            success: true,
            posts: all.slice((page - 1) * limit, page * limit),
            total: all.length,
            page,
            pages: Math.ceil(all.length / limit),
          },
        };
      },
    });
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <PublishedPosts /> }], '/');
    await screen.findByRole('link', { name: 'Article 20' });
    expect(screen.queryByRole('link', { name: 'Article 21' })).not.toBeInTheDocument();
    expect(screen.getByText('Articles shown: 20 of 45')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show more' });
    // Keyboard: Enter on the focused button loads the next page.
    more.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Article 21' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: 'Article 45' });
    expect(screen.getByText('Articles shown: 45 of 45')).toBeInTheDocument();
    // Nothing left to load: no button.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const pages = calls
      .filter((c) => c.method === 'GET')
      .map((c) => new URL(c.path, 'http://x').searchParams);
    expect(pages.map((q) => [q.get('page'), q.get('limit'), q.get('lang')])).toEqual([
      ['1', '20', 'en'],
      ['2', '20', 'en'],
      ['3', '20', 'en'],
    ]);
  });

  it('lists the posts of the language chosen, naming the English ones not yet translated', async () => {
    const calls = fakeApi({
      'GET /api/blog/posts': ({ path }) => {
        const lang = new URL(path, 'http://localhost').searchParams.get('lang');
        const posts =
          lang === 'fr'
            ? [
                card('33333333-3333-4333-8333-333333333333', 'Les bonnes affaires', 'fr'),
                card('44444444-4444-4444-8444-444444444444', 'Kitenge for church', 'en'),
              ]
            : [card('44444444-4444-4444-8444-444444444444', 'Kitenge for church', 'en')];
        return { body: { success: true, posts, total: posts.length, page: 1, pages: 1 } };
      },
    });
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <PublishedPosts /> }], '/');
    await screen.findByRole('link', { name: 'Kitenge for church' });
    expect(screen.queryByRole('link', { name: 'Les bonnes affaires' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Articles written in'), 'fr');
    await screen.findByRole('link', { name: 'Les bonnes affaires' });
    const english = screen.getByRole('link', { name: 'Kitenge for church' }).closest('li')!;
    expect(within(english).getByText('English')).toBeInTheDocument();
    expect(calls.at(-1)?.path).toContain('lang=fr');
  });

  it('says when the list is loading, empty or failed, with a retry', async () => {
    let fail = true;
    fakeApi({
      'GET /api/blog/posts': () =>
        fail
          ? apiFailure(503, 'SERVICE_UNAVAILABLE', 'Try again')
          : { body: { success: true, posts: [], total: 0, page: 1, pages: 0 } },
    });
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <PublishedPosts /> }], '/');
    expect(screen.getByText('Loading articles…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The articles could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('No articles yet.');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
