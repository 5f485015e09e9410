import {
  type ArticleTopic,
  type BlogChip,
  BlogListResponse,
  BlogPostResponse,
  type ContactBody,
  ContactMessagesResponse,
  ContactResponse,
  type CreatePostBody,
  CreatePostResponse,
  GenerateResponse,
  type NewsletterBody,
  NewsletterResponse,
  PublishPostResponse,
} from '@isoko/shared/content/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiDelete, apiGet, apiPost, apiPut, currentApiLanguage } from '../../api/client';
import { getDeviceId } from '../../state/device-id';

/** The blog, the article generator, the newsletter box and the Contact form: their server calls. */

export interface BlogFilter {
  search: string;
  chip: BlogChip | 'all';
  page: number;
}

export const BLOG_PAGE_SIZE = 12;

/** The shopper's language: the blog lists posts written in it (English ones where it has none). */
const lang = () => currentApiLanguage() ?? 'en';

export const contentKeys = {
  all: ['content'] as const,
  lists: () => [...contentKeys.all, 'posts'] as const,
  // The language is in the key, so switching language lists that language's posts.
  list: (f: BlogFilter) => [...contentKeys.lists(), lang(), f] as const,
  post: (id: string) => [...contentKeys.all, 'post', id] as const,
  messages: (page: number) => [...contentKeys.all, 'messages', page] as const,
  job: (jobId: string) => [...contentKeys.all, 'job', jobId] as const,
};

export const blogListQuery = (f: BlogFilter) =>
  queryOptions({
    queryKey: contentKeys.list(f),
    queryFn: ({ signal, queryKey }) =>
      apiGet('/api/blog/posts', BlogListResponse, {
        query: {
          search: f.search.trim() || undefined,
          category: f.chip === 'all' ? undefined : f.chip,
          page: f.page,
          limit: BLOG_PAGE_SIZE,
          // Named in the address too, so a cached answer is never another language's list.
          lang: queryKey[2],
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    // Asked once even offline: the service worker may hold it from an earlier visit. Only the
    // retries wait for the network (the query is then paused).
    networkMode: 'offlineFirst',
  });

/** Posts per "Show more" in the back office's list (the API serves at most 50 a page). */
export const ADMIN_POSTS_PAGE_SIZE = 20;

/**
 * Every published post of one language for staff, newest first, a page at a time: the blog's
 * own list (`GET /api/blog/posts`), so a French or Kinyarwanda list also holds the English posts
 * that have no version in it yet. Under `lists()`, so publishing or deleting asks it again.
 */
export const adminPostsQuery = (language: ShopLanguage) =>
  infiniteQueryOptions({
    queryKey: [...contentKeys.lists(), 'admin', language] as const,
    queryFn: ({ signal, pageParam }) =>
      apiGet('/api/blog/posts', BlogListResponse, {
        query: { page: pageParam, limit: ADMIN_POSTS_PAGE_SIZE, lang: language },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });

/** The posts staff took off the blog, most recently first, to publish again (admins). */
export const unpublishedPostsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...contentKeys.lists(), 'unpublished'] as const,
    queryFn: ({ signal, pageParam }) =>
      apiGet('/api/blog/unpublished', BlogListResponse, {
        query: { page: pageParam, limit: ADMIN_POSTS_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });

export const blogPostQuery = (id: string) =>
  queryOptions({
    queryKey: contentKeys.post(id),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/api/blog/posts/${encodeURIComponent(id)}`, BlogPostResponse, {
          // The server counts one view per device and day.
          headers: { 'x-device-id': getDeviceId() },
          signal,
        })
      ).post,
    // Reading again would not add a view, but there is no need to ask.
    staleTime: 5 * 60_000,
    retry: false,
    // Asked once even offline: the service worker may hold it from an earlier visit. Offline
    // it then fails at once (it is never retried).
    networkMode: 'offlineFirst',
  });

export function usePublishPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePostBody) => apiPost('/api/blog/posts', body, CreatePostResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.lists() }),
  });
}

/** Deletes a post (admins); every blog list is asked again so the post leaves them. */
export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiDelete(`/api/blog/posts/${encodeURIComponent(id)}`, z.object({ success: z.literal(true) })),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: contentKeys.post(id) });
      return client.invalidateQueries({ queryKey: contentKeys.lists() });
    },
  });
}

/**
 * Takes a post off the blog (`published: false`) or puts it back (admins); every list, the
 * blog's and the back office's, is asked again.
 */
export function useSetPostPublished() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      apiPut(`/api/blog/posts/${encodeURIComponent(id)}/published`, { published }, PublishPostResponse),
    onSuccess: (_r, { id }) => {
      client.removeQueries({ queryKey: contentKeys.post(id) });
      return client.invalidateQueries({ queryKey: contentKeys.lists() });
    },
  });
}

export function useGenerateArticle() {
  return useMutation({
    mutationFn: (body: { topic: ArticleTopic; language: ShopLanguage }) =>
      apiPost('/api/seo/generate', body, GenerateResponse),
  });
}

/** A generation the first answer did not wait for. */
export const generationJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: contentKeys.job(jobId),
    queryFn: ({ signal }) =>
      apiGet(`/api/seo/jobs/${encodeURIComponent(jobId)}`, GenerateResponse, { signal }),
    retry: false,
  });

export function useSubscribe() {
  return useMutation({
    mutationFn: (body: NewsletterBody) => apiPost('/api/blog/newsletter', body, NewsletterResponse),
  });
}

export function useSendContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactBody) => apiPost('/api/contact', body, ContactResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: [...contentKeys.all, 'messages'] }),
  });
}

export const contactMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: contentKeys.messages(page),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/contact-messages', ContactMessagesResponse, { query: { page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });
