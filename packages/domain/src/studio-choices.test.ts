import { describe, expect, it } from 'vitest';
import { addCustomChoice, AMENITY_CHOICES, EQUIPMENT_CHOICES } from './studio-choices';

describe('fixed choices (docs/product.md#studios)', () => {
  it('lists the 15 equipment choices in the documented order', () => {
    expect(EQUIPMENT_CHOICES).toEqual([
      'Microphone (XLR)',
      'Audio Interface',
      'Headphones (Closed-Back)',
      'Mic Stand / Boom Arm',
      'Pop Filter / Windscreen',
      'Digital Audio Workstation (DAW) Software',
      'Portable Recorder',
      'Acoustic Panels / Soundproofing',
      'Mixer (for multiple mics)',
      'Headphone Amplifier',
      'Webcam (for video podcasts)',
      'XLR Cables',
      'USB Cables',
      'External SSD (Backup Storage)',
      'Shock Mount (for mic stability)',
    ]);
  });

  it('lists the 15 amenity choices in the documented order', () => {
    expect(AMENITY_CHOICES).toEqual([
      'Wi-Fi',
      'Air Conditioning',
      'Restroom',
      'Waiting Area',
      'Free Parking',
      'Wheelchair Accessible',
      'Coffee/Tea',
      'Water Dispenser',
      'Snacks for Purchase',
      'Lounge Area',
      'Changing Room',
      'Green Screen',
      'Teleprompter',
      'Lighting Equipment',
      'On-site Staff',
    ]);
  });
});

describe('addCustomChoice', () => {
  it('appends a trimmed entry to a new list', () => {
    const list = ['Wi-Fi'];
    const next = addCustomChoice(list, '  Rooftop Terrace ');
    expect(next).toEqual(['Wi-Fi', 'Rooftop Terrace']);
    expect(list).toEqual(['Wi-Fi']);
    expect(next).not.toBe(list);
  });

  it('ignores empty entries and case-insensitive duplicates', () => {
    expect(addCustomChoice(['Wi-Fi'], '   ')).toEqual(['Wi-Fi']);
    expect(addCustomChoice(['Wi-Fi'], '')).toEqual(['Wi-Fi']);
    expect(addCustomChoice(['Wi-Fi'], ' wi-fi ')).toEqual(['Wi-Fi']);
    expect(addCustomChoice([...EQUIPMENT_CHOICES], 'XLR CABLES')).toHaveLength(15);
  });

  it('returns a copy even when nothing is added', () => {
    const list = ['Wi-Fi'];
    expect(addCustomChoice(list, 'WI-FI')).not.toBe(list);
  });
});
