import { describe, expect, it } from 'vitest';
import {
  formatRetiredWords,
  retiredWordIn,
  retiredWordsInCode,
  retiredWordsOfText,
  wordsOf,
} from './retired-words.mjs';

describe('the retired-words check', () => {
  it('splits names into their words, whatever their case', () => {
    expect(wordsOf('keptHeads')).toEqual(['kept', 'heads']);
    expect(wordsOf('booking_day_figures')).toEqual(['booking', 'day', 'figures']);
    expect(wordsOf('MAX_SWEEP_PAUSE_MS')).toEqual(['max', 'sweep', 'pause', 'ms']);
    expect(wordsOf('masking-sweep-pages')).toEqual(['masking', 'sweep', 'pages']);
    expect(wordsOf('HTMLHead')).toEqual(['html', 'head']);
  });

  it('finds a retired word or phrase, and lets a browser name keep its own', () => {
    expect(retiredWordIn('MoveBookingDialog')).toMatchObject({ word: 'move' });
    expect(retiredWordIn('onPointerMove')).toBeNull();
    expect(retiredWordIn('removeImage')).toBeNull();
    expect(retiredWordIn('bookingDayFigures')).toMatchObject({ word: 'day figures' });
    expect(retiredWordIn('studioFigures')).toBeNull();
    expect(retiredWordIn('BookingStatus')).toMatchObject({ word: 'BookingStatus' });
    expect(retiredWordIn('BookingStatusLabel')).toBeNull();
  });

  it('reads names and table names, never comments or sentences', () => {
    const text = [
      '// The e-mails are kept and the request lapsed.',
      "const message = 'Your booking moved to Friday';",
      'const keptHeads = new Map();',
      "const table = pgTable('booking_day_figures', {});",
      'const label = `moved ${keptHeads.size}`;',
    ].join('\n');
    expect(retiredWordsOfText('x.ts', text).map(({ name, line }) => [name, line])).toEqual([
      ['keptHeads', 3],
      ['booking_day_figures', 4],
      ['keptHeads', 5],
    ]);
    expect(retiredWordsOfText('apps/web/move-dialog.tsx', '')).toMatchObject([
      { name: 'move-dialog' },
    ]);
  });

  it('finds none in the repository: every name uses the words of decision 046', () => {
    const findings = retiredWordsInCode();
    // On failure the message lists each file:line, the name and the word to use instead.
    expect(findings.length, formatRetiredWords(findings)).toBe(0);
    // Parses every source file: some 2.5 s alone, several times that on a busy 2-core machine.
  }, 60_000);
});
