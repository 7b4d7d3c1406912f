import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionFields } from './session-fields';

type Props = Parameters<typeof SessionFields>[0];

function renderFields(overrides: Partial<Props> = {}) {
  const props: Props = {
    dates: ['2026-03-12', '2026-03-13'],
    date: '2026-03-12',
    onDateChange: vi.fn(),
    starts: [9, 10, 11],
    start: 10,
    onStartChange: vi.fn(),
    durations: [1, 2],
    duration: 2,
    onDurationChange: vi.fn(),
    timesClassName: 'sm:grid-cols-2',
    ...overrides,
  };
  render(<SessionFields {...props} />);
  return { props, user: userEvent.setup() };
}

const select = (name: string) => screen.getByRole('combobox', { name });
const optionTexts = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('SessionFields', () => {
  it('offers the dates, start times and durations with their labels and formats', () => {
    renderFields();
    expect(optionTexts('Choose Date')).toEqual([
      'Select an available date',
      'March 12, 2026',
      'March 13, 2026',
    ]);
    expect(optionTexts('Start Time')).toEqual(['Start time', '9:00 AM', '10:00 AM', '11:00 AM']);
    expect(optionTexts('Duration')).toEqual(['1 hour', '2 hours']);
    expect(select('Choose Date')).toHaveDisplayValue('March 12, 2026');
    expect(select('Start Time')).toHaveDisplayValue('10:00 AM');
    expect(select('Duration')).toHaveDisplayValue('2 hours');
  });

  it('tells each change as a value: the date, the start hour (null when cleared), the hours', async () => {
    const { props, user } = renderFields();
    await user.selectOptions(select('Choose Date'), 'March 13, 2026');
    expect(props.onDateChange).toHaveBeenCalledWith('2026-03-13');
    await user.selectOptions(select('Start Time'), '11:00 AM');
    expect(props.onStartChange).toHaveBeenLastCalledWith(11);
    await user.selectOptions(select('Start Time'), 'Start time');
    expect(props.onStartChange).toHaveBeenLastCalledWith(null);
    await user.selectOptions(select('Duration'), '1 hour');
    expect(props.onDurationChange).toHaveBeenCalledWith(1);
  });

  it('disables what cannot be chosen yet, with the slot picker texts', () => {
    renderFields({ date: '', starts: [], start: null, durations: [], duration: 0 });
    expect(select('Start Time')).toBeDisabled();
    expect(optionTexts('Start Time')).toEqual(['Start time']);
    expect(select('Duration')).toBeDisabled();
    expect(optionTexts('Duration')).toEqual(['Select start time']);
  });

  it("says 'No slots available' for a date without start times and 'Not enough time' for a short run", () => {
    renderFields({ starts: [], start: 10, durations: [], duration: 0 });
    expect(optionTexts('Start Time')).toEqual(['No slots available']);
    expect(optionTexts('Duration')).toEqual(['Not enough time']);
  });

  it('disables the date without dates, and shows the fallback instead of the times', () => {
    renderFields({
      dates: [],
      date: '',
      timesFallback: <p>Nothing to book yet.</p>,
    });
    expect(select('Choose Date')).toBeDisabled();
    expect(screen.getByText('Nothing to book yet.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Start Time' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Duration' })).not.toBeInTheDocument();
  });
});
