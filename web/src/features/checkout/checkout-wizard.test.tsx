import type { AddressDto } from '@isoko/shared/customers/schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import type { SessionUser } from '../../session/queries';
import { savedAddress } from '../../test/saved-address';
import { CheckoutWizard, type CheckoutWizardProps } from './checkout-wizard';
import { CHECKOUT_DRAFT_KEY } from './draft';

beforeAll(async () => {
  const i18n = await initI18n('en');
  await i18n.loadNamespaces(['checkout', 'address']);
});

afterEach(() => sessionStorage.clear());

const aline: SessionUser = {
  id: 'c1',
  firstName: 'Aline',
  lastName: 'Uwase',
  phone: '+250788123456',
  email: 'aline@example.rw',
};

const address = (over: Partial<AddressDto>): AddressDto => savedAddress({ postalCode: '0000', ...over });

const office = address({
  id: 'a1',
  receiverName: 'Aline at work',
  street: 'KN 4 Ave 12',
  district: 'Nyarugenge',
});
const parents = address({
  id: 'a2',
  receiverName: 'Mama Aline',
  phone: '+250788999000',
  province: 'Southern',
  district: 'Huye',
  sector: 'Ngoma',
  street: 'Main road 7',
  city: 'Huye',
  isDefault: true,
});

/** The wizard as the checkout screen renders it; `rerender` gives it new props, as the screen would. */
function renderWizard(over: Partial<CheckoutWizardProps> = {}) {
  const store = createStore();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onDistrictChange = vi.fn();
  const props = (more: Partial<CheckoutWizardProps> = {}): CheckoutWizardProps => ({
    user: aline,
    items: [{ productId: 'p-dress', quantity: 1 }],
    couponCode: null,
    savedAddresses: [],
    savedAddressesLoading: true,
    canOrder: true,
    summary: <aside />,
    onDistrictChange,
    onPlaced: vi.fn(),
    ...over,
    ...more,
  });
  const ui = (p: CheckoutWizardProps) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={client}>
        <CheckoutWizard {...p} />
      </QueryClientProvider>
    </JotaiProvider>
  );
  const utils = render(ui(props()));
  return {
    onDistrictChange,
    /** The page goes away (a reload): only this tab's storage is left for the next render. */
    unmount: utils.unmount,
    /** The saved addresses answer now. */
    addressesArrive: (addresses: AddressDto[]) =>
      utils.rerender(ui(props({ savedAddresses: addresses, savedAddressesLoading: false }))),
  };
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('saved addresses that answer after the delivery step opened', () => {
  it('fill a form the shopper has not touched with the default address', async () => {
    const { addressesArrive, onDistrictChange } = renderWizard();
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    // Until they answer, the form offers the profile and the picker says it is still looking.
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Aline Uwase');
    expect(screen.getByLabelText('Use a saved address')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Loading your saved addresses…' })).toBeInTheDocument();

    addressesArrive([office, parents]);

    await waitFor(() => expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Mama Aline'));
    expect(screen.getByLabelText(/Receiver's phone/)).toHaveValue('+250 788 999 000');
    expect(screen.getByLabelText(/Province/)).toHaveValue('Southern');
    expect(screen.getByLabelText(/District/)).toHaveValue('Huye');
    expect(screen.getByLabelText('Sector')).toHaveValue('Ngoma');
    expect(screen.getByLabelText(/City/)).toHaveValue('Huye');
    expect(screen.getByLabelText(/Address/)).toHaveValue('Main road 7');
    expect(screen.getByLabelText('Use a saved address')).toBeEnabled();
    // The picker names the address the form was filled with.
    expect(screen.getByLabelText('Use a saved address')).toHaveValue(parents.id);
    expect(onDistrictChange).toHaveBeenLastCalledWith('Huye');
    // The draft follows what the form shows.
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}').shipping).toMatchObject({
      receiverName: 'Mama Aline',
      district: 'Huye',
    });

    await next();
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
  });

  it('take the first address when none is the default, also after going Back to step 1', async () => {
    const { addressesArrive } = renderWizard();
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'Customer Information' });

    addressesArrive([office, { ...parents, isDefault: false }]);
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Aline at work');
    expect(screen.getByLabelText(/District/)).toHaveValue('Nyarugenge');
    expect(screen.getByLabelText(/Address/)).toHaveValue('KN 4 Ave 12');
    expect(screen.getByLabelText('Use a saved address')).toHaveValue(office.id);
  });

  it('never replace what the shopper started typing', async () => {
    const { addressesArrive } = renderWizard();
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await userEvent.type(screen.getByLabelText(/Address/), 'KG 7 Ave 2');

    addressesArrive([office, parents]);

    // The picker is ready and names no address, the typing stays.
    await waitFor(() => expect(screen.getByLabelText('Use a saved address')).toBeEnabled());
    expect(screen.getByLabelText('Use a saved address')).toHaveValue('');
    expect(screen.getByLabelText(/Address/)).toHaveValue('KG 7 Ave 2');
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Aline Uwase');
    expect(screen.getByLabelText(/District/)).toHaveValue('Gasabo');
  });

  it('never replace a checkout draft restored after a reload', async () => {
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({
        userId: 'c1',
        step: 2,
        customer: {},
        shipping: {
          receiverName: 'Keza Mutoni',
          phoneNumber: '0788 000 111',
          province: 'Western',
          district: 'Rubavu',
          sector: 'Gisenyi',
          address: 'Lake road 3',
          city: 'Rubavu',
          country: 'Rwanda',
          postalCode: '0000',
        },
      }),
    );
    const { addressesArrive } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Shipping Details' })).toBeInTheDocument();

    addressesArrive([office, parents]);

    await waitFor(() => expect(screen.getByLabelText('Use a saved address')).toBeEnabled());
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Keza Mutoni');
    expect(screen.getByLabelText(/District/)).toHaveValue('Rubavu');
    expect(screen.getByLabelText(/Address/)).toHaveValue('Lake road 3');
  });

  it('leave the profile in the form and drop the picker when the shopper has no saved address', async () => {
    const { addressesArrive } = renderWizard();
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });

    addressesArrive([]);

    await waitFor(() => expect(screen.queryByLabelText('Use a saved address')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Aline Uwase');
    expect(screen.getByLabelText(/Receiver's phone/)).toHaveValue('+250 788 123 456');
  });

  it('fill the form after reloads on the delivery step, as the profile fill-in was never typed', async () => {
    const first = renderWizard();
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    first.unmount();
    // Reloaded twice before the saved addresses answer: the profile fill-in stays a suggestion.
    renderWizard().unmount();
    const { addressesArrive } = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Shipping Details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Aline Uwase');

    addressesArrive([office, parents]);

    await waitFor(() => expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Mama Aline'));
    expect(screen.getByLabelText(/District/)).toHaveValue('Huye');
    expect(screen.getByLabelText(/Address/)).toHaveValue('Main road 7');
    expect(screen.getByLabelText('Use a saved address')).toHaveValue(parents.id);
  });

  it('never replace what the shopper typed before a reload', async () => {
    const first = renderWizard();
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await userEvent.type(screen.getByLabelText(/Address/), 'KG 7 Ave 2');
    first.unmount();
    renderWizard().unmount();
    const { addressesArrive } = renderWizard();
    expect(await screen.findByLabelText(/Address/)).toHaveValue('KG 7 Ave 2');

    addressesArrive([office, parents]);

    await waitFor(() => expect(screen.getByLabelText('Use a saved address')).toBeEnabled());
    expect(screen.getByLabelText(/Address/)).toHaveValue('KG 7 Ave 2');
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Aline Uwase');
    expect(screen.getByLabelText(/District/)).toHaveValue('Gasabo');
  });

  it('never replace the saved address the shopper chose before a reload', async () => {
    const first = renderWizard({ savedAddresses: [office, parents], savedAddressesLoading: false });
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await userEvent.selectOptions(screen.getByLabelText('Use a saved address'), office.id);
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Aline at work');
    first.unmount();
    const { addressesArrive } = renderWizard();
    expect(await screen.findByLabelText(/Receiver name/)).toHaveValue('Aline at work');

    addressesArrive([office, parents]);

    await waitFor(() => expect(screen.getByLabelText('Use a saved address')).toBeEnabled());
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Aline at work');
    expect(screen.getByLabelText(/District/)).toHaveValue('Nyarugenge');
    expect(screen.getByLabelText('Use a saved address')).toHaveValue(office.id);
  });
});

describe('the customer step', () => {
  it('prices delivery to the district of the default saved address before the delivery step', async () => {
    const { onDistrictChange, addressesArrive } = renderWizard();
    addressesArrive([office, parents]);
    await waitFor(() => expect(onDistrictChange).toHaveBeenLastCalledWith(parents.district));
  });
});

describe('the saved-address picker', () => {
  it('names the saved address the delivery form opened with', async () => {
    renderWizard({ savedAddresses: [office, parents], savedAddressesLoading: false });
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    expect(screen.getByLabelText(/Receiver name/)).toHaveValue('Mama Aline');
    expect(screen.getByLabelText('Use a saved address')).toHaveValue(parents.id);

    // Another choice, Back and Continue again: the picker still names what the form shows.
    await userEvent.selectOptions(screen.getByLabelText('Use a saved address'), office.id);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await next();
    expect(await screen.findByLabelText(/Receiver name/)).toHaveValue('Aline at work');
    expect(screen.getByLabelText('Use a saved address')).toHaveValue(office.id);

    // Edited, the form is no longer that address; choosing it again brings it back.
    await userEvent.type(screen.getByLabelText(/Address/), ', gate 2');
    expect(screen.getByLabelText('Use a saved address')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Use a saved address'), office.id);
    expect(screen.getByLabelText(/Address/)).toHaveValue('KN 4 Ave 12');
  });
});

describe('a saved address moved to another district', () => {
  it('empties its street and asks for the street in the new district', async () => {
    renderWizard({ savedAddresses: [office, parents], savedAddressesLoading: false });
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await userEvent.selectOptions(screen.getByLabelText('Use a saved address'), office.id);
    expect(screen.getByLabelText(/Address/)).toHaveValue('KN 4 Ave 12');

    // Nyarugenge's street would send the courier nowhere in Huye.
    await userEvent.selectOptions(screen.getByLabelText(/Province/), 'Southern');
    await userEvent.selectOptions(screen.getByLabelText(/District/), 'Huye');
    expect(screen.getByLabelText(/Address/)).toHaveValue('');
    expect(screen.getByLabelText(/Sector/)).toHaveValue('');
    expect(
      screen.getByText(
        'Your saved street is in Nyarugenge: enter the street, house number or a landmark in Huye.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();

    // Typing the new street brings the usual hint back.
    await userEvent.type(screen.getByLabelText(/Address/), 'Main road 9');
    expect(screen.getByText('Street, house number or a landmark the courier can find.')).toBeInTheDocument();
  });

  it('keeps a typed street when only the district changes', async () => {
    renderWizard({ savedAddresses: [office], savedAddressesLoading: false });
    await next();
    await screen.findByRole('heading', { name: 'Shipping Details' });
    await userEvent.type(screen.getByLabelText(/Address/), ', gate 2');
    await userEvent.selectOptions(screen.getByLabelText(/District/), 'Gasabo');
    expect(screen.getByLabelText(/Address/)).toHaveValue('KN 4 Ave 12, gate 2');
  });
});

describe('moving between steps', () => {
  it('leaves the focus alone when the checkout opens', async () => {
    renderWizard();
    await screen.findByRole('heading', { name: 'Customer Information' });
    expect(screen.getByRole('heading', { name: 'Customer Information' })).not.toHaveFocus();
  });

  it('takes the focus to the new step’s heading on Continue and Back', async () => {
    renderWizard({ savedAddresses: [office], savedAddressesLoading: false });
    await next();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shipping Details' })).toHaveFocus());

    await next();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shipping Details' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Customer Information' })).toHaveFocus());
  });
});
