import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEPOSIT_MESSAGES } from '@studio-hive/domain';
import {
  atNow,
  main,
  section,
  ownerApi,
  openAddStudio,
  png,
  pickDate,
  generate,
  submit,
} from '../../../test/add-studio';

// The form itself: its sections, its checks and each section's controls (sending it and the
// draft: studio-new-submit.test.tsx).
atNow();

describe('Add New Studio', () => {
  it('shows the sections, the documented defaults and the buttons', async () => {
    ownerApi();
    await openAddStudio();
    for (const name of [
      'Basic Information',
      'Social & Video Links',
      'Operational Details',
      'Bookings',
      'Amenities',
      'Equipment',
      'Camera Packages',
      'Add-on Services',
      'Location',
      'Availability',
      'Studio Images',
    ]) {
      expect(main().getByRole('group', { name })).toBeInTheDocument();
    }
    const opening = main().getByLabelText<HTMLSelectElement>('Opening Time');
    const closing = main().getByLabelText<HTMLSelectElement>('Closing Time');
    const minimum = main().getByLabelText<HTMLSelectElement>('Minimum Booking Hours');
    expect(opening.selectedOptions[0]?.textContent).toBe('9:00 AM');
    expect(opening.options).toHaveLength(24);
    expect(closing.selectedOptions[0]?.textContent).toBe('6:00 PM');
    expect(closing.options[closing.options.length - 1]?.textContent).toBe('12 AM (Next Day)');
    expect(minimum.selectedOptions[0]?.textContent).toBe('1 hour');
    expect(minimum.options).toHaveLength(8);

    expect(section('Amenities').getAllByRole('checkbox')).toHaveLength(15);
    expect(section('Equipment').getAllByRole('checkbox')).toHaveLength(15);
    expect(main().getByLabelText<HTMLInputElement>('2 Cameras Description').value).toBe(
      'Dual camera angles',
    );
    expect(main().getByLabelText('Area (sq ft)')).toHaveAttribute('min', '0');
    expect(main().getByText('PNG, JPG, GIF up to 10MB')).toBeInTheDocument();
    const dates = main().getByLabelText('Start Date');
    expect(dates).toHaveAttribute('min', '2026-02-01');
    expect(dates).toHaveAttribute('max', '2026-05-01');

    expect(main().getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Submit for Approval' })).toBeInTheDocument();
  });

  it('asks how customers book, until when they may cancel, and checks the contact phone as it is left', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const bookings = section('Bookings');

    const mode = within(bookings.getByRole('group', { name: 'Booking Mode' }));
    const instant = mode.getByRole('radio', { name: /Instant booking/ });
    const request = mode.getByRole('radio', { name: /On request/ });
    expect(instant).toBeChecked();
    expect(instant.closest('label')?.textContent).toBe(
      'Instant bookingCustomers book and are confirmed at once',
    );
    expect(request.closest('label')?.textContent).toBe(
      'On requestYou accept or decline each request within 24 hours',
    );
    await user.click(request);
    expect(request).toBeChecked();

    const cancellation = bookings.getByLabelText<HTMLSelectElement>('Cancellation Window');
    expect([...cancellation.options].map((option) => option.textContent)).toEqual([
      'None',
      '2 hours before the start',
      '24 hours before the start',
      '48 hours before the start',
      '72 hours before the start',
    ]);
    expect(cancellation.selectedOptions[0]?.textContent).toBe('24 hours before the start');
    expect(cancellation).toHaveAccessibleDescription(
      'Free cancellation until 24 hours before the start',
    );
    await user.selectOptions(cancellation, 'None');
    expect(cancellation).toHaveAccessibleDescription(
      'No online cancellation: to cancel or change a booking, contact the studio.',
    );

    const phone = bookings.getByLabelText('Contact Phone');
    expect(phone).toHaveAttribute('placeholder', 'Empty: your verified phone is used');
    await user.type(phone, '12345');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(
      'Customers get this number with a confirmed booking. Enter a valid 10-digit Indian mobile number for the studio, or leave it empty.',
    );
    await user.clear(phone);
    await user.type(phone, '+91 98765 43210');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(
      'Customers get this number with a confirmed booking.',
    );
  });

  it('asks for no deposit by default, then checks its value and the UPI ID as they are left', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const bookings = section('Bookings');
    const deposit = within(bookings.getByRole('group', { name: 'Deposit' }));
    expect(
      deposit.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'No depositCustomers pay everything at the studio',
      'Fixed amount (₹)The same amount for every booking, up to its total',
      "Percentage of the total10 to 100% of each booking's total",
    ]);
    expect(deposit.getByRole('radio', { name: /No deposit/ })).toBeChecked();
    expect(bookings.queryByLabelText('Deposit amount (₹)')).not.toBeInTheDocument();
    const upi = bookings.getByLabelText('UPI ID');
    const upiHint =
      'Where customers pay the deposit, like name@bank. Required when you ask a deposit.';
    expect(upi).toHaveAccessibleDescription(upiHint);
    // Without a deposit the address may stay empty.
    await user.click(upi);
    await user.tab();
    expect(upi).toHaveAccessibleDescription(upiHint);

    await user.click(deposit.getByRole('radio', { name: /Fixed amount/ }));
    // The refund rule follows the cancellation window chosen above.
    expect(
      bookings.getByText(
        'The refund follows your cancellation window: Cancel up to 24 hours before the start for a full refund of the deposit; after that it is not refunded.',
      ),
    ).toBeInTheDocument();
    await user.selectOptions(bookings.getByLabelText('Cancellation Window'), 'None');
    expect(
      bookings.getByText(
        'The refund follows your cancellation window: The deposit is not refunded if you cancel; if the studio cancels, it is refunded in full.',
      ),
    ).toBeInTheDocument();

    const amount = bookings.getByLabelText('Deposit amount (₹)');
    await user.type(amount, '50');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(DEPOSIT_MESSAGES.fixed);
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.tab();
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(amount).not.toHaveAccessibleDescription();

    // A deposit needs an address to pay it, and one like name@bank.
    await user.click(upi);
    await user.tab();
    expect(upi).toHaveAccessibleDescription(`${upiHint} ${DEPOSIT_MESSAGES.upiId}`);
    await user.type(upi, 'echoroom');
    await user.tab();
    expect(upi).toHaveAccessibleDescription(`${upiHint} ${DEPOSIT_MESSAGES.upiId}`);
    await user.type(upi, '@okhdfc');
    await user.tab();
    expect(upi).toHaveAccessibleDescription(upiHint);

    await user.click(deposit.getByRole('radio', { name: /Percentage of the total/ }));
    const percent = bookings.getByLabelText('Deposit percentage (%)');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.tab();
    expect(percent).toHaveAccessibleDescription(DEPOSIT_MESSAGES.percent);
  });

  it('stops at the documented first failing rule, in order, and focuses that part of the form', async () => {
    const api = ownerApi();
    const { user } = await openAddStudio();

    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Studio name is required',
    );
    expect(document.activeElement).toBe(main().getByLabelText('Studio Name'));

    await user.type(main().getByLabelText('Studio Name'), 'Echo Room');
    await user.type(main().getByLabelText('1 Camera Price per hour (₹)'), '1500');
    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Prices for 1, 2, and 3 Cam packages are required',
    );
    expect(document.activeElement).toBe(main().getByLabelText('2 Cameras Price per hour (₹)'));

    await user.type(main().getByLabelText('2 Cameras Price per hour (₹)'), '2500');
    await user.type(main().getByLabelText('3 Cameras Price per hour (₹)'), '3500');
    await user.type(main().getByLabelText('Full Address'), '12 MG Road');
    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'All location fields are required',
    );
    expect(document.activeElement).toBe(main().getByLabelText('City'));

    await user.type(main().getByLabelText('City'), 'Gurgaon');
    await user.type(main().getByLabelText('State'), 'Haryana');
    await user.type(main().getByLabelText('PIN Code'), '122001');
    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Please generate and confirm availability',
    );
    expect(document.activeElement).toBe(main().getByLabelText('Start Date'));

    await generate(user, '2026-02-02', '2026-02-03');
    await submit(user);
    expect(await main().findByRole('alert')).toHaveProperty(
      'textContent',
      'Please upload at least one image',
    );
    expect(document.activeElement).toBe(main().getByLabelText('Choose images'));
    expect(api.sent('POST /api/studio')).toHaveLength(0);
  });

  it('generates availability with the documented messages, then toggles hours and removes days', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const availability = () => section('Availability');
    const generateButton = () => main().getByRole('button', { name: 'Generate Availability' });

    await user.click(generateButton());
    expect(availability().getByRole('alert').textContent).toBe(
      'Please select both a start and end date.',
    );

    await generate(user, '2026-02-05', '2026-02-03');
    expect(availability().getByRole('alert').textContent).toBe(
      'End date cannot be before the start date.',
    );
    pickDate('Start Date', '2026-02-02');
    pickDate('End Date', '2026-02-04');

    await user.selectOptions(main().getByLabelText('Opening Time'), '6:00 PM');
    await user.selectOptions(main().getByLabelText('Closing Time'), '9:00 AM');
    await user.click(generateButton());
    expect(availability().getByRole('alert').textContent).toBe(
      'Invalid operational hours. Please set a valid time range.',
    );

    await user.selectOptions(main().getByLabelText('Opening Time'), '9:00 AM');
    await user.selectOptions(main().getByLabelText('Closing Time'), '11:00 AM');
    await user.selectOptions(main().getByLabelText('Minimum Booking Hours'), '4 hours');
    await user.click(generateButton());
    expect(availability().getByRole('alert').textContent).toBe(
      'Operational hours must be longer than the minimum slot duration.',
    );

    await user.selectOptions(main().getByLabelText('Closing Time'), '6:00 PM');
    await user.click(generateButton());
    expect(await screen.findByText('Generated 3 days of availability.')).toBeInTheDocument();
    expect(availability().queryByRole('alert')).not.toBeInTheDocument();
    expect(availability().getByText('3 days · 27 hours available')).toBeInTheDocument();

    const day = () => within(main().getByRole('group', { name: 'February 3, 2026' }));
    const hours = day().getAllByRole('button', { pressed: true });
    expect(hours.map((button) => button.textContent)).toEqual([
      '9:00 AM',
      '10:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '2:00 PM',
      '3:00 PM',
      '4:00 PM',
      '5:00 PM',
    ]);

    await user.click(day().getByRole('button', { name: '1:00 PM' }));
    expect(day().getByRole('button', { name: '1:00 PM' })).toHaveAttribute('aria-pressed', 'false');
    expect(day().getByText('8 of 9 hours available')).toBeInTheDocument();
    await user.click(day().getByRole('button', { name: '1:00 PM' }));
    expect(day().getByRole('button', { name: '1:00 PM' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(day().getByRole('button', { name: 'Remove day February 3, 2026' }));
    expect(await screen.findByText('Day removed from the list to be saved.')).toBeInTheDocument();
    expect(main().queryByRole('group', { name: 'February 3, 2026' })).not.toBeInTheDocument();
    expect(main().getByRole('group', { name: 'February 2, 2026' })).toBeInTheDocument();
    expect(availability().getByText('2 days · 18 hours available')).toBeInTheDocument();
  });

  it('adds custom amenities trimmed and never twice', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const amenities = () => section('Amenities');

    await user.type(amenities().getByLabelText('Add a custom amenity'), '  Podcast Sofa  ');
    await user.click(amenities().getByRole('button', { name: 'Add amenity' }));
    expect(amenities().getByRole('button', { name: 'Remove Podcast Sofa' })).toBeInTheDocument();
    expect(amenities().getByLabelText<HTMLInputElement>('Add a custom amenity')).toHaveValue('');

    await user.type(amenities().getByLabelText('Add a custom amenity'), 'podcast sofa{Enter}');
    expect(amenities().getByText('podcast sofa is already in the list.')).toBeInTheDocument();
    expect(amenities().getAllByRole('button', { name: /^Remove / })).toHaveLength(1);

    // Typing a fixed choice ticks it rather than adding a look-alike.
    await user.clear(amenities().getByLabelText('Add a custom amenity'));
    await user.type(amenities().getByLabelText('Add a custom amenity'), 'wi-fi');
    await user.click(amenities().getByRole('button', { name: 'Add amenity' }));
    expect(amenities().getByLabelText<HTMLInputElement>('Wi-Fi')).toBeChecked();
    expect(amenities().getAllByRole('button', { name: /^Remove / })).toHaveLength(1);

    await user.click(amenities().getByRole('button', { name: 'Remove Podcast Sofa' }));
    expect(
      amenities().queryByRole('button', { name: 'Remove Podcast Sofa' }),
    ).not.toBeInTheDocument();
  });

  it('ignores an incomplete add-on and lists a complete one', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const addons = () => section('Add-on Services');

    await user.type(addons().getByLabelText('Key'), 'engineer');
    await user.click(addons().getByRole('button', { name: 'Add add-on service' }));
    expect(addons().queryByRole('alert')).not.toBeInTheDocument();
    expect(addons().getByText('No add-on services yet.')).toBeInTheDocument();

    await user.type(addons().getByLabelText('Name'), 'Sound engineer');
    await user.type(addons().getByLabelText('Price (₹)'), '800');
    expect(addons().getByLabelText<HTMLInputElement>('Max quantity')).toHaveDisplayValue('1');
    await user.click(addons().getByRole('button', { name: 'Add add-on service' }));
    const listed = within(addons().getByRole('list', { name: 'Your add-ons (1)' }));
    expect(listed.getByRole('listitem').textContent).toBe(
      'Sound engineer (engineer)₹800 each · up to 1Remove Sound engineer',
    );
    expect(addons().getByLabelText<HTMLInputElement>('Key')).toHaveValue('');

    await user.click(addons().getByRole('button', { name: 'Remove Sound engineer' }));
    expect(addons().getByText('No add-on services yet.')).toBeInTheDocument();
  });

  it('keeps at most 5 images and refuses files over 10 MB', async () => {
    ownerApi();
    const { user } = await openAddStudio();
    const images = () => section('Studio Images');
    const picker = () => main().getByLabelText('Choose images');

    await user.upload(
      picker(),
      ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`)),
    );
    expect(images().getByRole('alert').textContent).toBe('You can upload a maximum of 5 images');
    expect(images().getByText('0 of 5 images')).toBeInTheDocument();

    await user.upload(picker(), [png('huge.png', 11 * 1024 * 1024), png('front.png')]);
    expect(images().getByRole('alert').textContent).toBe(
      'Each image can be at most 10 MB; huge.png is larger and was not added.',
    );
    expect(images().getByRole('img', { name: 'Preview of front.png' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    expect(images().getByText('1 of 5 images')).toBeInTheDocument();

    await user.upload(
      picker(),
      ['2', '3', '4', '5'].map((n) => png(`${n}.png`)),
    );
    expect(images().queryByRole('alert')).not.toBeInTheDocument();
    expect(images().getByText('5 of 5 images')).toBeInTheDocument();
    await user.upload(picker(), [png('6.png')]);
    expect(images().getByRole('alert').textContent).toBe('You can upload a maximum of 5 images');

    await user.click(images().getByRole('button', { name: 'Remove front.png' }));
    expect(images().queryByRole('img', { name: 'Preview of front.png' })).not.toBeInTheDocument();
    expect(images().getByText('4 of 5 images')).toBeInTheDocument();
  });
});
