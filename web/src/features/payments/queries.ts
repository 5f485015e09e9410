import {
  DevMomoDecisionResponse,
  DevMomoPrompt,
  DevMomoPromptsResponse,
} from '@isoko/shared/checkout/schema';
import { rooms } from '@isoko/shared/realtime';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiPost } from '../../api/client';
import { getSocket, joinRoom, onReconnect } from '../../realtime/socket';

export const momoKeys = {
  all: ['dev-momo'] as const,
  prompts: (phone: string) => [...momoKeys.all, 'prompts', phone] as const,
};

/** The demo MoMo sandbox's requests to pay addressed to one handset (demo mode only). */
export const momoPromptsQuery = (phone: string) =>
  queryOptions({
    queryKey: momoKeys.prompts(phone),
    queryFn: async () =>
      (await apiGet('/api/dev/momo/prompts', DevMomoPromptsResponse, { query: { phone } })).data.prompts,
  });

/** Newest first, each request once; a later state of a request replaces the earlier one. */
export function withPrompt(list: DevMomoPrompt[] | undefined, prompt: DevMomoPrompt): DevMomoPrompt[] {
  const rest = (list ?? []).filter((p) => p.referenceId !== prompt.referenceId);
  return [prompt, ...rest].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Approve or decline on the handset, as the shopper would with their PIN. */
export function useMomoDecision(phone: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ referenceId, decision }: { referenceId: string; decision: 'approve' | 'decline' }) =>
      (
        await apiPost(
          `/api/dev/momo/${encodeURIComponent(referenceId)}/${decision}`,
          {},
          DevMomoDecisionResponse,
        )
      ).data,
    onSuccess: (prompt) =>
      qc.setQueryData(momoKeys.prompts(phone), (list: DevMomoPrompt[] | undefined) =>
        withPrompt(list, prompt),
      ),
    onError: () => void qc.invalidateQueries({ queryKey: momoKeys.prompts(phone) }),
  });
}

/** New requests (and their later states) arrive in the handset's room `phone:<e164>`. */
export function useLiveMomoPrompts(phone: string) {
  const qc = useQueryClient();
  useEffect(() => {
    let leave: (() => void) | undefined;
    let stopped = false;
    const socket = getSocket();
    const handle = (raw: unknown) => {
      const parsed = DevMomoPrompt.safeParse(raw);
      if (!parsed.success || parsed.data.phone !== phone) return;
      qc.setQueryData(momoKeys.prompts(phone), (list: DevMomoPrompt[] | undefined) =>
        withPrompt(list, parsed.data),
      );
    };
    socket.on('devphone:momo-prompt', handle);
    void joinRoom(rooms.phone(phone)).then(({ leave: l }) => {
      if (stopped) l();
      else leave = l;
    });
    const off = onReconnect(() => void qc.invalidateQueries({ queryKey: momoKeys.prompts(phone) }));
    return () => {
      stopped = true;
      socket.off('devphone:momo-prompt', handle);
      leave?.();
      off();
    };
  }, [phone, qc]);
}
