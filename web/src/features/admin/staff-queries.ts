import {
  type ChangeOwnPasswordBody,
  ChangeOwnPasswordResponse,
  type CreateStaffBody,
  StaffListResponse,
  StaffMemberResponse,
  StaffPasswordResponse,
  type UpdateStaffBody,
} from '@isoko/shared/admin/staff-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '../../api/client';

export const staffListKeys = {
  all: ['admin-staff'] as const,
  list: () => [...staffListKeys.all, 'list'] as const,
};

export const staffListQuery = () =>
  queryOptions({
    queryKey: staffListKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/admin/staff', StaffListResponse, { signal }).then((r) => r.staff),
  });

function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffListKeys.all });
}

/** Adds a staff member; the answer carries their temporary password, shown this once. */
export function useAddStaff() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: (body: CreateStaffBody) =>
      apiPost('/api/admin/staff', body, StaffPasswordResponse).then((r) => r.data),
    onSuccess,
  });
}

/** Disables, enables or changes the role of a member; disabling also ends their open sessions (on the server). */
export function useUpdateStaff() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateStaffBody }) =>
      apiRequest('PATCH', `/api/admin/staff/${encodeURIComponent(id)}`, StaffMemberResponse, change),
    onSuccess,
  });
}

export function useResetStaffPassword() {
  return useMutation({
    mutationFn: (id: string) =>
      apiPost(`/api/admin/staff/${encodeURIComponent(id)}/reset-password`, {}, StaffPasswordResponse).then(
        (r) => r.data,
      ),
  });
}

/** The signed-in member's own password; their other sessions are signed out by the server. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: ChangeOwnPasswordBody) =>
      apiPost('/api/admin/auth/password', body, ChangeOwnPasswordResponse).then((r) => r.data),
  });
}
