import {
  DevMomoDecisionResponse,
  DevMomoPrompt,
  DevMomoPromptsResponse,
} from '@isoko/shared/payments/schema';
import { rooms } from '@isoko/shared/realtime';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client';
import { useLiveRoom } from '../../realtime/use-live-room';

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
  useLiveRoom(
    rooms.phone(phone),
    ['devphone:momo-prompt'],
    (raw) => {
      const parsed = DevMomoPrompt.safeParse(raw);
      if (!parsed.success || parsed.data.phone !== phone) return;
      qc.setQueryData(momoKeys.prompts(phone), (list: DevMomoPrompt[] | undefined) =>
        withPrompt(list, parsed.data),
      );
    },
    { catchUp: [momoKeys.prompts(phone)] },
  );
}
