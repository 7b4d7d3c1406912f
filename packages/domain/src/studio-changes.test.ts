import { describe, expect, it } from 'vitest';
import { pendingChangeSentence } from './studio-changes';

describe('pendingChangeSentence', () => {
  it('agrees with one change or several, and lists several with a final "and"', () => {
    expect(pendingChangeSentence(['name'])).toBe('The new name shows once an admin approves it.');
    expect(pendingChangeSentence(['name', 'address'])).toBe(
      'The new name and address show once an admin approves them.',
    );
    expect(pendingChangeSentence(['name', 'description', 'photos'])).toBe(
      'The new name, description and photos show once an admin approves them.',
    );
  });

  it('agrees with a plural noun alone, and says something sensible of no named fact', () => {
    expect(pendingChangeSentence(['photos'])).toBe(
      'The new photos show once an admin approves them.',
    );
    expect(pendingChangeSentence(['videos'])).toBe(
      'The new videos show once an admin approves them.',
    );
    expect(pendingChangeSentence([])).toBe('The changes show once an admin approves them.');
  });
});
