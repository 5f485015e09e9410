import {
  DevPhoneMessagesResponse,
  DevPhoneNumbersResponse,
  DevPhoneSms,
} from '@isoko/shared/notifications/schema';
import { rooms } from '@isoko/shared/realtime';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { useLiveRoom } from '../../realtime/use-live-room';

export const devPhoneKeys = {
  all: ['dev-phone'] as const,
  numbers: () => [...devPhoneKeys.all, 'numbers'] as const,
  messages: (phone: string) => [...devPhoneKeys.all, 'messages', phone] as const,
};

export const numbersQuery = () =>
  queryOptions({
    queryKey: devPhoneKeys.numbers(),
    queryFn: async () => (await apiGet('/api/dev/phone', DevPhoneNumbersResponse)).data.numbers,
  });

export const messagesQuery = (phone: string) =>
  queryOptions({
    queryKey: devPhoneKeys.messages(phone),
    queryFn: async () =>
      (await apiGet(`/api/dev/phone/${encodeURIComponent(phone)}/messages`, DevPhoneMessagesResponse)).data
        .messages,
  });

/** Newest first, each text once (the outbox delivers at least once). */
export function withMessage(list: DevPhoneSms[] | undefined, message: DevPhoneSms): DevPhoneSms[] {
  const rest = (list ?? []).filter((m) => m.id !== message.id);
  return [message, ...rest].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Listens in the handset's room (`phone:<e164>`): each new text lands at the top of the list. */
export function useLiveTexts(phone: string | undefined) {
  const qc = useQueryClient();
  useLiveRoom(
    phone ? rooms.phone(phone) : undefined,
    ['devphone:sms'],
    (raw) => {
      const parsed = DevPhoneSms.safeParse(raw);
      if (!phone || !parsed.success || parsed.data.to !== phone) return;
      qc.setQueryData(devPhoneKeys.messages(phone), (list: DevPhoneSms[] | undefined) =>
        withMessage(list, parsed.data),
      );
      void qc.invalidateQueries({ queryKey: devPhoneKeys.numbers() });
    },
    // Texts that arrived while the connection was down come from the list.
    { catchUp: phone ? [devPhoneKeys.messages(phone)] : [] },
  );
}
