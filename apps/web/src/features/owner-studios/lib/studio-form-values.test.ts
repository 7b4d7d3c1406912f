import { describe, expect, it } from 'vitest';
import { checkNewAddon, formFieldErrors } from './studio-form-checks';
import { studioFormData } from './studio-form-submission';
import { blankStudioFormValues, type StudioFormValues } from './studio-form-values';

function values(overrides: Partial<StudioFormValues> = {}): StudioFormValues {
  const blank = blankStudioFormValues();
  return {
    ...blank,
    packages: blank.packages.map((entry) =>
      entry.key === 'No Cam' ? entry : { ...entry, price: '1500' },
    ),
    ...overrides,
  };
}

describe('formFieldErrors', () => {
  it('puts messages about the body as sent under the inputs they came from', () => {
    // No Cam is not priced, so the body's packages.0 is the form's 1 Cam (index 1); only the
    // second video link was filled in, so the body's youtubeLinks.0 is the form's second input.
    const form = values({ youtubeLinks: ['', 'https://youtu.be/x'] });
    expect(
      formFieldErrors(
        {
          'packages.0.price': 'Prices must be whole rupees.',
          'youtubeLinks.0': 'Video links must be YouTube embed links.',
          'location.pinCode': 'PIN code must be 6 digits',
          'addons.1.key': 'Each add-on service needs its own key.',
          'availability.3.slots.0.hour': 'Availability hours must be from 0 to 23.',
          operationalHours: 'Invalid operational hours. Please set a valid time range.',
          images: 'One of the files is not an image we can read.',
          contactPhone: 'Enter a valid 10-digit Indian mobile number for the studio.',
          requestBody: 'ignored: no such field',
        },
        form,
      ),
    ).toEqual({
      'packages.1.price': 'Prices must be whole rupees.',
      'youtubeLinks.1': 'Video links must be YouTube embed links.',
      'location.pinCode': 'PIN code must be 6 digits',
      addons: 'Each add-on service needs its own key.',
      availability: 'Availability hours must be from 0 to 23.',
      operationalHours: 'Invalid operational hours. Please set a valid time range.',
      images: 'One of the files is not an image we can read.',
      contactPhone: 'Enter a valid 10-digit Indian mobile number for the studio.',
    });
  });
});

describe('checkNewAddon', () => {
  const fields = {
    key: ' mic ',
    name: ' Extra mic ',
    description: '',
    price: '200',
    maxQuantity: '',
  };

  it('needs a key, a name and a whole price from 0; max quantity defaults to 1', () => {
    expect(checkNewAddon(fields, [])).toEqual({
      ok: true,
      addon: { key: 'mic', name: 'Extra mic', description: '', price: 200, maxQuantity: 1 },
    });
    expect(checkNewAddon({ ...fields, price: '0' }, [])).toMatchObject({ ok: true });
    for (const broken of [
      { key: ' ' },
      { name: '' },
      { price: '' },
      { price: '-1' },
      { price: '9.5' },
      { maxQuantity: '0' },
    ]) {
      expect(checkNewAddon({ ...fields, ...broken }, [])).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a key already listed, whatever its case', () => {
    const listed = [{ key: 'MIC', name: 'Mic', description: '', price: 100, maxQuantity: 2 }];
    expect(checkNewAddon(fields, listed)).toEqual({ ok: false, reason: 'duplicate' });
  });
});

describe('studioFormData', () => {
  it('leaves out an empty area and sends a given one as typed', () => {
    expect(studioFormData(values(), 'add').has('area')).toBe(false);
    expect(studioFormData(values({ area: ' 450 ' }), 'add').get('area')).toBe('450');
  });

  it('sends the booking settings as text fields: the defaults, or as chosen with the phone trimmed', () => {
    const sent = (body: FormData) =>
      ['bookingMode', 'cancellationHours', 'contactPhone'].map((field) => body.get(field));
    expect(sent(studioFormData(values(), 'add'))).toEqual(['instant', '24', '']);
    expect(
      sent(
        studioFormData(
          values({
            bookingMode: 'request',
            cancellationHours: 48,
            contactPhone: ' +91 98765 43210 ',
          }),
          'edit',
        ),
      ),
    ).toEqual(['request', '48', '+91 98765 43210']);
  });
});
