import { describe, expect, it } from 'vitest';
import { addCustomChoice, EQUIPMENT_CHOICES } from './studio-choices';

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
