import {
  ChatSessionParams,
  ConversationIdParams,
  ConversationListResponse,
  NegotiationListResponse,
  StaffMessageBody,
  StaffMessageResponse,
  TakeoverResponse,
  TranscriptResponse,
} from '@isoko/shared/analytics/conversations';
import { ApiErrorBody } from '@isoko/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listConversations, listNegotiations, release, staffMessage, takeOver, transcript } from './service';

const errors = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  403: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
};

/** /admin/conversations: assistant chats and negotiations, and answering a chat by hand (staff only). */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['conversations'];

  app.get(
    '/api/admin/conversations',
    {
      schema: {
        tags,
        summary: 'Assistant conversations, most recently active first',
        response: { 200: ConversationListResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listConversations(deps) }),
  );
  app.get(
    '/api/admin/conversations/negotiations',
    {
      schema: {
        tags,
        summary: 'Negotiations with their rounds, offers and outcome',
        response: { 200: NegotiationListResponse, ...errors },
      },
    },
    async () => ({ success: true as const, data: await listNegotiations(deps) }),
  );
  app.get(
    '/api/admin/conversations/:conversationId',
    {
      schema: {
        tags,
        summary: "One conversation's transcript with the shopper's negotiations",
        params: ConversationIdParams,
        response: { 200: TranscriptResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await transcript(deps, req.params.conversationId) }),
  );
  app.post(
    '/api/admin/conversations/chat/:sessionId/takeover',
    {
      schema: {
        tags,
        summary: 'Take a chat over: the shopper sees a person joined, the assistant stays silent',
        params: ChatSessionParams,
        response: { 200: TakeoverResponse, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await takeOver(deps, req.staff!.staffId, req.params.sessionId),
    }),
  );
  app.post(
    '/api/admin/conversations/chat/:sessionId/release',
    {
      schema: {
        tags,
        summary: 'Leave a chat taken over: the assistant answers again',
        params: ChatSessionParams,
        response: { 200: TakeoverResponse, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await release(deps, req.staff!.staffId, req.params.sessionId),
    }),
  );
  app.post(
    '/api/admin/conversations/chat/:sessionId/messages',
    {
      schema: {
        tags,
        summary: "A staff member's answer in a chat they took over",
        params: ChatSessionParams,
        body: StaffMessageBody,
        response: { 200: StaffMessageResponse, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await staffMessage(deps, req.staff!.staffId, req.params.sessionId, req.body.text),
    }),
  );
};
