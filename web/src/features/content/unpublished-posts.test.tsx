import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { PublishedPosts } from './published-posts';
import { UnpublishedPosts } from './unpublished-posts';

const card = (id: string, title: string) => ({
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
  language: 'en',
});

const list = (posts: unknown[]) => ({
  body: { success: true, posts, total: posts.length, page: 1, pages: posts.length ? 1 : 0 },
});

describe('unpublishing and publishing again in the back office', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves a post to Unpublished articles and back to the published list', async () => {
    const deals = card('11111111-1111-4111-8111-111111111111', 'Flash deals this week');
    const state = { published: [deals], unpublished: [] as (typeof deals)[] };
    const calls = fakeApi({
      'GET /api/blog/posts': () => list(state.published),
      'GET /api/blog/unpublished': () => list(state.unpublished),
      [`PUT /api/blog/posts/${deals.id}/published`]: ({ body }) => {
        const on = (body as { published: boolean }).published;
        state.published = on ? [deals] : [];
        state.unpublished = on ? [] : [deals];
        return { body: { success: true, post: deals } };
      },
    });
    const user = userEvent.setup();
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <PublishedPosts />
              <UnpublishedPosts />
            </>
          ),
        },
      ],
      '/',
    );
    const unpublishedSection = await screen.findByRole('region', { name: 'Unpublished articles' });
    await within(unpublishedSection).findByText('No unpublished articles.');
    const row = (await screen.findByRole('link', { name: 'Flash deals this week' })).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Unpublish' }));
    // Off the blog: no link to its page any more, but waiting with Publish again.
    await within(unpublishedSection).findByText('Flash deals this week');
    expect(screen.queryByRole('link', { name: 'Flash deals this week' })).not.toBeInTheDocument();
    await user.click(within(unpublishedSection).getByRole('button', { name: 'Publish again' }));
    await screen.findByRole('link', { name: 'Flash deals this week' });
    await waitFor(() =>
      expect(within(unpublishedSection).getByText('No unpublished articles.')).toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { published: false },
      { published: true },
    ]);
  });

  it('says in the page when a post cannot be published again', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const deals = card('11111111-1111-4111-8111-111111111111', 'Flash deals this week');
    fakeApi({
      'GET /api/blog/unpublished': () => list([deals]),
      [`PUT /api/blog/posts/${deals.id}/published`]: () => apiFailure(500, 'INTERNAL', 'down'),
    });
    const user = userEvent.setup();
    await renderRoutes([{ path: '/', element: <UnpublishedPosts /> }], '/');
    await screen.findByText('Flash deals this week');
    await user.click(screen.getByRole('button', { name: 'Publish again' }));
    expect(
      await screen.findByText('The article could not be published again. Please try again.', {
        selector: '.toast',
      }),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});
