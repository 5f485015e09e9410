import {
  ConversationListResponse,
  NegotiationListResponse,
  StaffMessageResponse,
  TakeoverResponse,
  TranscriptResponse,
} from '@isoko/shared/analytics/conversations';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client';

export const conversationKeys = {
  all: ['admin-conversations'] as const,
  list: () => [...conversationKeys.all, 'list'] as const,
  negotiations: () => [...conversationKeys.all, 'negotiations'] as const,
  transcript: (id: string) => [...conversationKeys.all, 'transcript', id] as const,
};

export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationKeys.list(),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/conversations', ConversationListResponse, { signal }).then((r) => r.data),
  });

export const negotiationsQuery = () =>
  queryOptions({
    queryKey: conversationKeys.negotiations(),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/conversations/negotiations', NegotiationListResponse, { signal }).then(
        (r) => r.data,
      ),
  });

export const transcriptQuery = (conversationId: string) =>
  queryOptions({
    queryKey: conversationKeys.transcript(conversationId),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/conversations/${encodeURIComponent(conversationId)}`, TranscriptResponse, {
        signal,
      }).then((r) => r.data),
  });

const chatPath = (sessionId: string, action: string) =>
  `/api/admin/conversations/chat/${encodeURIComponent(sessionId)}/${action}`;

/** Take over, leave, or answer a chat; the lists are read again after each. */
export function useChatActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: conversationKeys.all });
  return {
    takeOver: useMutation({
      mutationFn: (sessionId: string) => apiPost(chatPath(sessionId, 'takeover'), {}, TakeoverResponse),
      onSuccess: refresh,
    }),
    release: useMutation({
      mutationFn: (sessionId: string) => apiPost(chatPath(sessionId, 'release'), {}, TakeoverResponse),
      onSuccess: refresh,
    }),
    send: useMutation({
      mutationFn: ({ sessionId, text }: { sessionId: string; text: string }) =>
        apiPost(chatPath(sessionId, 'messages'), { text }, StaffMessageResponse),
      onSuccess: refresh,
    }),
  };
}
