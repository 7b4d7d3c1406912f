import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate, useSearchParams } from 'react-router';
import { Pagination } from './pagination';

/** A list of 3 pages whose page is `?page=` in the address, with a Back button. */
function PagedList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Number(params.get('page') ?? 1);
  return (
    <>
      <p>Rows of page {page}</p>
      <button onClick={() => void navigate(-1)}>Back</button>
      <Pagination page={page} pageCount={3} pageHref={(to) => `/list?page=${to}`} />
    </>
  );
}

/** The user scrolls the page to `y`. */
function scrollPage(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

describe('pagination', () => {
  it('opens the next page at its top, not at the pager under the last row', async () => {
    render(
      <MemoryRouter initialEntries={['/list']}>
        <PagedList />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    scrollPage(2400); // down at the pager, under 50 rows
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Rows of page 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
  });

  it('leaves Back to the scroll restoration: no jump to the top', async () => {
    render(
      <MemoryRouter initialEntries={['/list', '/list?page=2']} initialIndex={1}>
        <PagedList />
      </MemoryRouter>,
    );
    scrollPage(1800);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Rows of page 1')).toBeInTheDocument();
    expect(window.scrollY).toBe(1800);
  });
});
