import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { PublishedPosts } from './published-posts';

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

afterEach(() => vi.unstubAllGlobals());

describe('published articles in the back office', () => {
  it('deletes a post after a confirmation, and the list no longer shows it', async () => {
    let posts = [
      card('11111111-1111-4111-8111-111111111111', 'Flash deals this week'),
      card('22222222-2222-4222-8222-222222222222', 'Kitenge for church'),
    ];
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
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
    // Cancelled at the confirmation: nothing is deleted.
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Flash deals this week'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Flash deals this week' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Kitenge for church' })).toBeInTheDocument();
  });
});
