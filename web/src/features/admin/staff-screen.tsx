import {
  STAFF_ROLE_VALUES,
  type StaffMemberDto,
  type StaffRoleValue,
} from '@isoko/shared/admin/staff-schema';
import { formatDateTime } from '@isoko/shared/date-format';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, Dialog } from '../../ui/dialog';
import { ErrorBanner } from '../../ui/error-banner';
import { QueryError } from '../../ui/query-error';
import { AddStaffForm, type Issued } from './add-staff-form';
import { staffListQuery, useResetStaffPassword, useUpdateStaff } from './staff-queries';
import { useStaffSession } from './staff-session';

/** The temporary password, shown once: the server keeps only its hash. */
function PasswordDialog({ issued, onClose }: { issued: Issued; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      title={t('staff.passwordTitle', { name: issued.staff.name })}
      onClose={onClose}
      closeOnBackdrop={false}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('staff.passwordDone')}
        </button>
      }
    >
      <p>{t('staff.passwordOnce', { email: issued.staff.email })}</p>
      <p className="admin-secret" data-testid="temporary-password">
        {issued.temporaryPassword}
      </p>
    </Dialog>
  );
}

/** What a row asks before it acts: each of these changes another person's access at once. */
type Question = { kind: 'disable' } | { kind: 'reset' } | { kind: 'role'; role: StaffRoleValue };

function StaffRow({
  member,
  isSelf,
  onIssued,
}: {
  member: StaffMemberDto;
  isSelf: boolean;
  onIssued: (i: Issued) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateStaff();
  const reset = useResetStaffPassword();
  const [asking, setAsking] = useState<Question | null>(null);
  const error = update.error ?? reset.error;
  const busy = update.isPending || reset.isPending;
  const name = member.name;
  const done = { onSettled: () => setAsking(null) };
  const confirm = () => {
    if (!asking) return;
    if (asking.kind === 'disable') update.mutate({ id: member.id, change: { disabled: true } }, done);
    else if (asking.kind === 'role') update.mutate({ id: member.id, change: { role: asking.role } }, done);
    else reset.mutate(member.id, { ...done, onSuccess: onIssued });
  };
  return (
    <tr>
      <td data-label={t('staff.name')}>
        <strong>{name}</strong>
        <br />
        <span className="muted">{member.email}</span>
      </td>
      <td data-label={t('staff.role')}>
        {isSelf ? (
          t(`layout.roles.${member.role}`)
        ) : (
          <select
            className="staff-role"
            aria-label={t('staff.roleOf', { name })}
            value={member.role}
            disabled={busy}
            onChange={(e) => setAsking({ kind: 'role', role: e.target.value as StaffRoleValue })}
          >
            {STAFF_ROLE_VALUES.map((role) => (
              <option key={role} value={role}>
                {t(`layout.roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </td>
      <td data-label={t('staff.state')}>
        <span className={`badge ${member.disabled ? 'badge-red' : 'badge-green'}`}>
          {member.disabled ? t('staff.disabled') : t('staff.active')}
        </span>
      </td>
      <td data-label={t('staff.lastLogin')}>
        {member.lastLoginAt ? formatDateTime(member.lastLoginAt, i18n.language) : t('staff.never')}
      </td>
      <td>
        {!isSelf && (
          <div className="admin-head-actions">
            <button
              type="button"
              className="btn btn-outline btn-small"
              disabled={busy}
              onClick={() =>
                // Enabling gives back only what the member had: it needs no question.
                member.disabled
                  ? update.mutate({ id: member.id, change: { disabled: false } })
                  : setAsking({ kind: 'disable' })
              }
            >
              {member.disabled ? t('staff.enable') : t('staff.disable')}
            </button>
            <button
              type="button"
              className="btn btn-outline btn-small"
              disabled={busy}
              onClick={() => setAsking({ kind: 'reset' })}
            >
              {t('staff.reset')}
            </button>
          </div>
        )}
        <ErrorBanner error={error} action="saveSettings" />
        {asking && (
          <ConfirmDialog
            title={
              asking.kind === 'role'
                ? t('staff.ask.roleTitle', { name, role: t(`layout.roles.${asking.role}`) })
                : t(`staff.ask.${asking.kind}Title`, { name })
            }
            keepLabel={t('staff.ask.keep')}
            confirmLabel={
              asking.kind === 'role'
                ? t('staff.ask.roleYes', { role: t(`layout.roles.${asking.role}`) })
                : t(`staff.ask.${asking.kind}Yes`)
            }
            tone={asking.kind === 'role' ? 'primary' : 'danger'}
            busy={busy}
            onKeep={() => setAsking(null)}
            onConfirm={confirm}
          >
            <p>
              {asking.kind === 'role'
                ? t(`staff.ask.roleBody.${asking.role}`, { name })
                : t(`staff.ask.${asking.kind}Body`, { name })}
            </p>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}

/** /admin/staff: who may use the back office; add, change the role, disable and reset passwords. */
export function StaffScreen() {
  const { t } = useTranslation('admin');
  const session = useStaffSession();
  const list = useQuery(staffListQuery());
  const [issued, setIssued] = useState<Issued | null>(null);
  return (
    <div className="container">
      <div className="admin-page-head">
        <h1>{t('staff.title')}</h1>
      </div>
      <AddStaffForm onIssued={setIssued} />
      <section className="card" aria-label={t('staff.listLabel')}>
        {list.isPending && <p className="muted">{t('loading')}</p>}
        {list.isError && <QueryError error={list.error} onRetry={() => list.refetch()} />}
        {list.data && list.data.length === 0 && <p className="empty-state">{t('staff.empty')}</p>}
        {list.data && list.data.length > 0 && (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('staff.name')}</th>
                <th scope="col">{t('staff.role')}</th>
                <th scope="col">{t('staff.state')}</th>
                <th scope="col">{t('staff.lastLogin')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('staff.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((member) => (
                <StaffRow
                  key={member.id}
                  member={member}
                  isSelf={member.id === session.data?.id}
                  onIssued={setIssued}
                />
              ))}
            </tbody>
          </table>
        )}
      </section>
      {issued && <PasswordDialog issued={issued} onClose={() => setIssued(null)} />}
    </div>
  );
}
