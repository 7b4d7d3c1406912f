import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingSummary, StarRating } from './star-rating';

/** The width of the gold layer's clip, out of 100 (five stars of 20 units). */
function filled(name: string): number {
  const rect = screen.getByRole('img', { name }).querySelector('clipPath rect');
  return Number(rect?.getAttribute('width'));
}

describe('StarRating', () => {
  it('fills the stars up to the average and reads it out to one decimal', () => {
    render(<StarRating average={4.25} />);
    expect(filled('Rated 4.3 out of 5')).toBeCloseTo(85);
  });

  it('keeps the fill within the five stars', () => {
    render(
      <>
        <StarRating average={7} />
        <StarRating average={-1} />
      </>,
    );
    expect(filled('Rated 5.0 out of 5')).toBe(100);
    expect(filled('Rated 0.0 out of 5')).toBe(0);
  });

  it('gives each rating its own clip, so two on a page never share one', () => {
    const { container } = render(
      <>
        <StarRating average={1} />
        <StarRating average={4} />
      </>,
    );
    const ids = [...container.querySelectorAll('clipPath')].map((clip) => clip.id);
    expect(new Set(ids).size).toBe(2);
    for (const [i, path] of [...container.querySelectorAll('path[clip-path]')].entries()) {
      expect(path).toHaveAttribute('clip-path', `url(#${ids[i]})`);
    }
  });
});

describe('RatingSummary', () => {
  it('shows the stars, the average and the review count', () => {
    const { container } = render(<RatingSummary average={4.25} count={1} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeInTheDocument();
    expect(container.textContent).toBe('4.3(1 review)');
  });

  it("reads 'New' for a studio without reviews, without stars or a 0.0", () => {
    const { container } = render(<RatingSummary average={0} count={0} />);
    expect(container.textContent).toBe('New');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
