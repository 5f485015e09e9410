import { WithErrorText } from '../../ui/error-text';
import { SignInAgainLink } from '../admin/admin-shell';
import { sessionEndOf } from '../admin/staff-session';
import { AlertIcon } from '../layout/icons';

export interface FailureBannerProps {
  /** What the failed call threw; nothing shows while it is null. */
  error: unknown;
  /** What failed, in this screen's words ('Failed to delete product'). */
  lead: string;
}

/**
 * What failed, then why in the `errors` namespace's words for the server's code; when the
 * session has ended, a link to sign in again (in a new tab, so the form here stays as typed).
 */
export function FailureBanner({ error, lead }: FailureBannerProps) {
  if (error == null) return null;
  return (
    <WithErrorText error={error}>
      {(why) => (
        <div className="alert alert-error error-banner" role="alert">
          <span aria-hidden="true" className="error-banner-mark">
            <AlertIcon />
          </span>
          <span>
            {lead} {why}
            {sessionEndOf(error) === 'expired' && (
              <>
                {' '}
                <SignInAgainLink />
              </>
            )}
          </span>
        </div>
      )}
    </WithErrorText>
  );
}
