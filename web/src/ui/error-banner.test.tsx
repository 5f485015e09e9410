import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { initI18n } from '../i18n/i18n';
import { ErrorBanner } from './error-banner';
import { ErrorText } from './error-text';

beforeAll(async () => {
  await initI18n('en');
});

describe('error banner and text', () => {
  it('shows nothing while there is no error', () => {
    const { container } = render(<ErrorBanner error={null} action="placeOrder" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the banner only once the words for the error are there', async () => {
    render(<ErrorBanner error={new ApiError('OTP_INVALID', 'ignored', 400)} action="signInCode" />);
    const alert = await screen.findByRole('alert');
    // The warning mark is a drawing beside the words, not an emoji glyph.
    expect(alert).toHaveTextContent(/^Invalid OTP$/);
    expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('words a failure by the action when its code says nothing more', async () => {
    render(<ErrorBanner error={new ApiError('INTERNAL', 'boom', 500)} action="saveAddress" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The address could not be saved. Please check it and try again.',
    );
  });

  it('still shows a text already in the shopper’s words', () => {
    render(<ErrorBanner message="Please choose a size." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a size.');
  });

  it('gives inline text for a code', async () => {
    render(
      <p>
        <ErrorText error={{ code: 'TRACKING_NOT_FOUND' }} />
      </p>,
    );
    expect(
      await screen.findByText('Tracking not found. Please check your tracking number.'),
    ).toBeInTheDocument();
  });
});
